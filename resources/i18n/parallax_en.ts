<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
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
    <message numerus="yes">
        <source>Articles imported: %n, %1; Ctrl+Z undoes the import</source>
        <translation>
            <numerusform>%n article imported, %1; Ctrl+Z undoes the import</numerusform>
            <numerusform>%n articles imported, %1; Ctrl+Z undoes the import</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discrepancies now with fewer than two passages (%n): %1</source>
        <translation>
            <numerusform>Discrepancy now with fewer than two passages (%n): %1</numerusform>
            <numerusform>Discrepancies now with fewer than two passages (%n): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete “%1” and its %n discrepancy(ies)? The articles and their highlights stay in the library. This cannot be undone.</source>
        <translation>
            <numerusform>Delete “%1” and its %n discrepancy? The articles and their highlights stay in the library. This cannot be undone.</numerusform>
            <numerusform>Delete “%1” and its %n discrepancies? The articles and their highlights stay in the library. This cannot be undone.</numerusform>
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
