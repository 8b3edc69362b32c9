"""The SQL of the library, one module per table: each holds every statement that writes its
table and every read that returns its rows (joins included), and nothing else does."""

from ..database import Database
from .articles import ArticlesTable
from .comparisons import ComparisonsTable
from .discrepancies import DiscrepanciesTable
from .dismissals import DismissalsTable
from .exercises import ExercisesTable
from .highlights import HighlightsTable
from .imported_files import ImportedFilesTable
from .kinds import KindsTable
from .marking import MarkingTable


class Tables:
    """The library's tables on one shared :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.articles = ArticlesTable(db)
        self.comparisons = ComparisonsTable(db)
        self.kinds = KindsTable(db)
        self.highlights = HighlightsTable(db)
        self.discrepancies = DiscrepanciesTable(db)
        self.dismissals = DismissalsTable(db)
        self.exercises = ExercisesTable(db)
        self.marking = MarkingTable(db)
        self.imported_files = ImportedFilesTable(db)
