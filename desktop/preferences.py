"""Edit → Preferences…: the settings a reader chooses once: the interface language, and the
name exports carry as their creator."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from parallax.library.i18n import current_language

from .settings import Settings
from .translation import choices, resolve


class PreferencesDialog(QDialog):
    """Shows the saved choices; OK saves them at once (QSettings)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences")
        self.setWindowTitle(self.tr("Preferences"))
        self._settings = settings
        self.language = QComboBox(self)
        self.language.setObjectName("language")
        for value, label in choices():
            self.language.addItem(label, value)
        saved = self.language.findData(settings.get("interface/language"))
        self.language.setCurrentIndex(max(saved, 0))
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setText(self.tr("Parallax offers to reopen its window in the new language when you press OK."))
        self.note.setVisible(False)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.user_name = QLineEdit(self)
        self.user_name.setObjectName("user_name")
        self.user_name.setMaxLength(200)
        self.user_name.setText(str(settings.get("user/name")))
        self.user_name.setPlaceholderText(self.tr("as it should appear in bundles and QDA projects"))
        self.user_name.setToolTip(self.tr("Bundles and .qdpx projects you export name you as the creator of "
                                          "their annotations"))
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("Your &name:"), self.user_name)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def _language_changed(self) -> None:
        self.note.setVisible(resolve(self.chosen_language()) != current_language())
        self.adjustSize()  # room for the note's lines

    def accept(self) -> None:
        self._settings.set("interface/language", self.chosen_language())
        self._settings.set("user/name", " ".join(self.user_name.text().split()))
        self._settings.set("user/name_asked", True)
        self._settings.sync()
        super().accept()
