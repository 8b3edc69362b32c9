"""The first-run view: what Parallax is for, and two ways to start."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from parallax.library.i18n import current_language


class WelcomeView(QWidget):
    """Shown while no comparison is open.

    Signals:
        demoRequested(): "Open the demo comparison".
        importRequested(): "Import articles…".
    """

    demoRequested = Signal()
    importRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        title = QLabel("<h1>Parallax</h1>", self)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setFixedWidth(560)
        self.demo_button = QPushButton(self)  # (not QPushButton(text, self): see PendingTray)
        self.demo_button.setText(self.tr("Open the demo comparison"))
        self.demo_button.setToolTip(self.demo_description())
        self.import_button = QPushButton(self)
        self.import_button.setText(self.tr("Import articles…"))
        self.import_button.setToolTip(self.tr("Text, Markdown, saved web pages, PDF, Word, EPUB or .parallax bundles (Ctrl+O)"))
        self.demo_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.demo_button)
        buttons.addWidget(self.import_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(title)
        layout.addWidget(self.text, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(18)
        layout.addLayout(buttons)
        layout.addStretch(3)
        self.demo_button.clicked.connect(self.demoRequested)
        self.import_button.clicked.connect(self.importRequested)
        self.set_library_empty(True)

    def demo_description(self) -> str:
        """What the demo button opens: the demo written in the interface language, if there is one."""
        from parallax.library.demo import demo_folder

        if demo_folder(current_language()) != "demo":
            return self.tr("A fictional river flood reported by four fictional outlets, already annotated")
        return self.tr("A fictional warehouse fire reported by four fictional outlets, already annotated")

    def set_library_empty(self, empty: bool) -> None:
        if empty:
            self.text.setText(self.tr(
                "Read several accounts of one event side by side, highlight passages and link "
                "where the sources disagree — killed or captured, five or eight wounded.<br><br>"
                "Your library is empty. Start with the demo comparison, or import articles you saved."
            ))
        else:
            self.text.setText(self.tr(
                "Open a comparison from the library on the left, or drag articles here. "
                "Select passages in two panes and press <b>Ctrl+L</b> to link them."
            ))
        # Room for every line: a translation may wrap to more lines than the layout guessed.
        self.text.setMinimumHeight(self.text.heightForWidth(self.text.width()))
