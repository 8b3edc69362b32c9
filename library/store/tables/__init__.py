"""The SQL of the library, one module per table: each holds every statement that writes its
table and every read that returns its rows (joins included), and nothing else does."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from ..database import Database
from .articles import ArticlesTable
from .comparisons import ComparisonsTable
from .discrepancies import DiscrepanciesTable
from .highlights import HighlightsTable
from .imported_files import ImportedFilesTable
from .kinds import KindsTable

if TYPE_CHECKING:
    from .dismissals import DismissalsTable
    from .exercises import ExercisesTable
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
        self.imported_files = ImportedFilesTable(db)

    # The suggestions' and the classroom's tables, loaded when first used (not by the app's start).
    @cached_property
    def dismissals(self) -> DismissalsTable:
        from .dismissals import DismissalsTable

        return DismissalsTable(self.db)

    @cached_property
    def exercises(self) -> ExercisesTable:
        from .exercises import ExercisesTable

        return ExercisesTable(self.db)

    @cached_property
    def marking(self) -> MarkingTable:
        from .marking import MarkingTable

        return MarkingTable(self.db)
