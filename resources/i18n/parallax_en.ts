<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>ArticleDeletion</name>
    <message numerus="yes">
        <source>Delete “%1” from the library, with its highlights (%n)?</source>
        <translation>
            <numerusform>Delete “%1” from the library, with its highlight (%n)?</numerusform>
            <numerusform>Delete “%1” from the library, with its highlights (%n)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discrepancies that will be left with fewer than two passages (%n): %1.</source>
        <translation>
            <numerusform>Discrepancy that will be left with fewer than two passages (%n): %1.</numerusform>
            <numerusform>Discrepancies that will be left with fewer than two passages (%n): %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discrepancies now with fewer than two passages (%n): %1</source>
        <translation>
            <numerusform>Discrepancy now with fewer than two passages (%n): %1</numerusform>
            <numerusform>Discrepancies now with fewer than two passages (%n): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Exporting</name>
    <message numerus="yes">
        <source>Wrote %1 with coded passages: %n</source>
        <translation>
            <numerusform>Wrote %1 with %n coded passage</numerusform>
            <numerusform>Wrote %1 with %n coded passages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HighlightList</name>
    <message numerus="yes">
        <source>%n highlight(s).</source>
        <translation>
            <numerusform>%n highlight.</numerusform>
            <numerusform>%n highlights.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDestination</name>
    <message numerus="yes">
        <source>Articles imported: %n. Put them in:</source>
        <translation>
            <numerusform>Article imported: %n. Put it in:</numerusform>
            <numerusform>Articles imported: %n. Put them in:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import of Articles (%n)</source>
        <translation>
            <numerusform>Import of %n Article</numerusform>
            <numerusform>Import of %n Articles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message numerus="yes">
        <source>Conflicts where this library&apos;s version was kept: %n (see the merge report).</source>
        <translation>
            <numerusform>Conflict where this library&apos;s version was kept: %n (see the merge report).</numerusform>
            <numerusform>Conflicts where this library&apos;s version was kept: %n (see the merge report).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Imports</name>
    <message numerus="yes">
        <source>Articles imported: %n, %1; Ctrl+Z undoes the import</source>
        <translation>
            <numerusform>%n article imported, %1; Ctrl+Z undoes the import</numerusform>
            <numerusform>%n articles imported, %1; Ctrl+Z undoes the import</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message numerus="yes">
        <source>Delete “%1” and its %n discrepancy(ies)? The articles and their highlights stay in the library. This cannot be undone.</source>
        <translation>
            <numerusform>Delete “%1” and its %n discrepancy? The articles and their highlights stay in the library. This cannot be undone.</numerusform>
            <numerusform>Delete “%1” and its %n discrepancies? The articles and their highlights stay in the library. This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n article</numerusform>
            <numerusform>%n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n discrepancy(ies)</source>
        <translation>
            <numerusform>%n discrepancy</numerusform>
            <numerusform>%n discrepancies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeReport</name>
    <message numerus="yes">
        <source>Conflicts, where this library&apos;s version was kept (%n):</source>
        <translation>
            <numerusform>Conflict, where this library&apos;s version was kept (%n):</numerusform>
            <numerusform>Conflicts, where this library&apos;s version was kept (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlights that could not be placed, orphaned (%n):</source>
        <translation>
            <numerusform>Highlight that could not be placed, orphaned (%n):</numerusform>
            <numerusform>Highlights that could not be placed, orphaned (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PendingTray</name>
    <message numerus="yes">
        <source>⚠ %n orphaned</source>
        <translation>
            <numerusform>⚠ %n orphaned</numerusform>
            <numerusform>⚠ %n orphaned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresentView</name>
    <message numerus="yes">
        <source>%n discrepancy(ies) · press Space to begin</source>
        <translation>
            <numerusform>%n discrepancy · press Space to begin</numerusform>
            <numerusform>%n discrepancies · press Space to begin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreView</name>
    <message numerus="yes">
        <source>Hand-ins scored: %n</source>
        <translation>
            <numerusform>Hand-in scored: %n</numerusform>
            <numerusform>Hand-ins scored: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found by students (%n), not in the key: </source>
        <translation>
            <numerusform>Found by %n student, not in the key: </numerusform>
            <numerusform>Found by %n students, not in the key: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message numerus="yes">
        <source>Type at least %n letters to search</source>
        <translation>
            <numerusform>Type at least %n letter to search</numerusform>
            <numerusform>Type at least %n letters to search</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SuggestionsPanel</name>
    <message numerus="yes">
        <source>%n suggestion(s)</source>
        <translation>
            <numerusform>%n suggestion</numerusform>
            <numerusform>%n suggestions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>%n more article(s) of this comparison are not shown: close a pane, then open them from the library (at most six side by side).</source>
        <translation>
            <numerusform>%n more article of this comparison is not shown: close a pane, then open it from the library (at most six side by side).</numerusform>
            <numerusform>%n more articles of this comparison are not shown: close a pane, then open them from the library (at most six side by side).</numerusform>
        </translation>
    </message>
</context>
</TS>
