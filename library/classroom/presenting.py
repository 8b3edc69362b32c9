"""The steps of presenting a comparison to a class, one reveal at a time (Qt-free).

Present mode walks the discrepancies in the panel's order. Each discrepancy is revealed in
stages, so a class can look before it is told: first its passages light up in every pane, then
each source's claim appears, one source per step, then the title and the note. Before the first
discrepancy comes a title step with the articles alone. Forward past the last step stays there;
back before the first stays there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..models import Discrepancy

__all__ = ["Step", "present_steps"]


@dataclass(frozen=True)
class Step:
    """What is shown at one step.

    ``index`` is the discrepancy's place (-1: the title step, nothing lit); ``claims`` how many
    of its passages show their claim; ``note`` whether its title and note are shown.
    """

    index: int
    claims: int = 0
    note: bool = False

    @property
    def title(self) -> bool:
        return self.index < 0


def present_steps(discrepancies: Sequence[Discrepancy]) -> list[Step]:
    """Every step of a presentation of ``discrepancies``, in order."""
    steps = [Step(-1)]
    for i, d in enumerate(discrepancies):
        claimed = [p for p in d.passages if p.claim.strip()]
        steps.append(Step(i))
        steps.extend(Step(i, claims=n) for n in range(1, len(claimed) + 1))
        steps.append(Step(i, claims=len(claimed), note=True))
    return steps
