"""A preview with an encoding chooser, for text files whose encoding had to be guessed.

A wrong guess among single-byte encodings raises no error — "café" simply becomes "cafÃ©" — so
the reader sees the decoded text and picks the encoding before anything is imported.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from parallax.library.errors import ParallaxError
from parallax.library.importers import decode_text

COMMON = ("utf-8", "cp1252", "iso-8859-1", "iso-8859-15", "cp1250", "cp1251", "koi8-r", "iso-8859-7",
          "cp1256", "iso-8859-8", "shift_jis", "euc-jp", "gb18030", "big5", "euc-kr", "utf-16")
PREVIEW_CHARS = 6000


class EncodingPreview(QDialog):
    """Shows the file decoded with the chosen encoding; OK imports it that way."""

    def __init__(self, name: str, data: bytes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose the encoding of %1").replace("%1", name))
        self._data = data
        try:
            _, guessed = decode_text(data, None)
        except ParallaxError:
            guessed = "utf-8"
        self.combo = QComboBox(self)
        self.combo.setAccessibleName(self.tr("Encoding"))
        for encoding in dict.fromkeys((guessed, *COMMON)):
            label = self.tr("%1 (detected)").replace("%1", encoding) if encoding == guessed else encoding
            self.combo.addItem(label, encoding)
        self.preview = QPlainTextEdit(self)
        self.preview.setReadOnly(True)
        self.preview.setAccessibleName(self.tr("Preview of the decoded text"))
        self.problem = QLabel(self)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # may name a file, a title or an error
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("Import"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        explanation = QLabel(self)
        explanation.setText(self.tr(
            "Parallax had to guess how this file is encoded. Check that accented letters and "
            "quotation marks look right, or pick another encoding."
        ))
        explanation.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Encoding:"), self.combo)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.combo.currentIndexChanged.connect(self._show)
        self.resize(640, 480)
        self._show()

    def chosen_encoding(self) -> str:
        return str(self.combo.currentData())

    def _show(self) -> None:
        try:
            text, _ = decode_text(self._data, self.chosen_encoding())
        except ParallaxError as exc:
            self.preview.setPlainText("")
            self.problem.setText(self.tr("Not valid in this encoding: %1").replace("%1", str(exc)))
            self._set_ok(False)
            return
        self.preview.setPlainText(text[:PREVIEW_CHARS])
        self.problem.setText("")
        self._set_ok(True)

    def _set_ok(self, enabled: bool) -> None:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if button is not None:
            button.setEnabled(enabled)


def ask_encoding(parent: QWidget, name: str, data: bytes) -> str | None:
    """The encoding the reader confirms, or None to skip the file."""
    dialog = EncodingPreview(name, data, parent)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.chosen_encoding()
        return None
    finally:
        dialog.deleteLater()
