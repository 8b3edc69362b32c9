<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>App</name>
    <message>
        <source>Cannot open the library:

%1</source>
        <translation>No se puede abrir la biblioteca:

%1</translation>
    </message>
</context>
<context>
    <name>ArticleDetailsDialog</name>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publicado</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Datos del artículo</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>2026-03-14 or 2026-03-14T09:20</source>
        <translation>2026-03-14 o 2026-03-14T09:20</translation>
    </message>
</context>
<context>
    <name>ClaimMatrix</name>
    <message>
        <source>Claim matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims of each source, per discrepancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No discrepancies to compare yet: link passages with Ctrl+L.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim Matrix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClaimMatrixModel</name>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This source does not report it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click or F2 to edit the claim; click to show the passage.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Parallax — unexpected error</source>
        <translation>Parallax — error inesperado</translation>
    </message>
    <message>
        <source>Something went wrong inside Parallax. Your library is safe: every change was saved when you made it.

The details below help us fix it.</source>
        <translation>Algo ha fallado dentro de Parallax. Su biblioteca está a salvo: cada cambio se guardó en el momento de hacerlo.

Los detalles de abajo nos ayudan a corregirlo.</translation>
    </message>
</context>
<context>
    <name>DiscrepancyEditor</name>
    <message>
        <source>&amp;Add pending passages (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncodingPreview</name>
    <message>
        <source>Choose the encoding of %1</source>
        <translation>Elija la codificación de %1</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Codificación</translation>
    </message>
    <message>
        <source>%1 (detected)</source>
        <translation>%1 (detectada)</translation>
    </message>
    <message>
        <source>Preview of the decoded text</source>
        <translation>Vista previa del texto descodificado</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Parallax had to guess how this file is encoded. Check that accented letters and quotation marks look right, or pick another encoding.</source>
        <translation>Parallax ha tenido que adivinar la codificación de este archivo. Compruebe que las letras acentuadas y las comillas se ven bien, o elija otra codificación.</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Codificación:</translation>
    </message>
    <message>
        <source>Not valid in this encoding: %1</source>
        <translation>No es válido en esta codificación: %1</translation>
    </message>
</context>
<context>
    <name>Exporting</name>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Informe HTML (*.html)</translation>
    </message>
    <message>
        <source>Markdown report (*.md)</source>
        <translation>Informe Markdown (*.md)</translation>
    </message>
    <message>
        <source>Spreadsheet, CSV (*.csv)</source>
        <translation>Hoja de cálculo, CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON data (*.json)</source>
        <translation>Datos JSON (*.json)</translation>
    </message>
    <message>
        <source>Open a comparison first.</source>
        <translation>Abra primero una comparación.</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>Exportar paquete</translation>
    </message>
    <message>
        <source>Parallax bundle (*.parallax)</source>
        <translation>Paquete de Parallax (*.parallax)</translation>
    </message>
    <message>
        <source>Could not write the bundle: %1</source>
        <translation>No se ha podido escribir el paquete: %1</translation>
    </message>
    <message>
        <source>Wrote %1 (articles: %2, annotations: %3)</source>
        <translation>Se ha escrito %1 (artículos: %2; anotaciones: %3)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>Could not write the report: %1</source>
        <translation>No se ha podido escribir el informe: %1</translation>
    </message>
    <message>
        <source>Print report</source>
        <translation>Imprimir informe</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Select text with the mouse or with Shift and the arrow keys in a pane. Selections in several panes gather as pending passages; Ctrl+L links them.</source>
        <translation>Seleccione texto con el ratón, o con Mayús y las flechas, en un panel. Las selecciones de varios paneles se reúnen como pasajes pendientes; Ctrl+L los enlaza.</translation>
    </message>
    <message>
        <source>Parallax — keyboard shortcuts</source>
        <translation>Parallax — atajos de teclado</translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message>
        <source>Articles and bundles (%1)</source>
        <translation>Artículos y paquetes (%1)</translation>
    </message>
    <message>
        <source>Parallax bundles (*.parallax)</source>
        <translation>Paquetes de Parallax (*.parallax)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import all the visible text of the page instead?</source>
        <translation>¿Importar en su lugar todo el texto visible de la página?</translation>
    </message>
    <message>
        <source>Little article text found</source>
        <translation>Se ha encontrado poco texto de artículo</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Importing articles</source>
        <translation>Importando artículos</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>Importando %1 (%2 de %3)</translation>
    </message>
    <message>
        <source>%1: skipped (no encoding chosen)</source>
        <translation>%1: omitido (no se eligió ninguna codificación)</translation>
    </message>
    <message>
        <source>%1 imported, %2 already in the library, %3 failed.</source>
        <translation>Importados: %1; ya en la biblioteca: %2; con error: %3.</translation>
    </message>
    <message>
        <source>Import cancelled; the rest were not imported.</source>
        <translation>Importación cancelada; el resto no se ha importado.</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Importación terminada</translation>
    </message>
</context>
<context>
    <name>LibraryTreeModel</name>
    <message>
        <source>All articles (%1)</source>
        <translation>Todos los artículos (%1)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Claim &amp;Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every discrepancy against every source: who claims what</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Parallax speaks the new language from its next start.</source>
        <translation>Parallax usará el nuevo idioma la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message>
        <source>Search the library…</source>
        <translation>Buscar en la biblioteca…</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Buscar en la biblioteca</translation>
    </message>
    <message>
        <source>Comparisons and articles</source>
        <translation>Comparaciones y artículos</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Resultados de la búsqueda</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Sin resultados</translation>
    </message>
    <message numerus="yes">
        <source>Type at least %n letters to search</source>
        <translation>
            <numerusform>Escriba al menos %n letra para buscar</numerusform>
            <numerusform>Escriba al menos %n letras para buscar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WelcomeView</name>
    <message>
        <source>Open the demo comparison</source>
        <translation>Abrir la comparación de ejemplo</translation>
    </message>
    <message>
        <source>Import articles…</source>
        <translation>Importar artículos…</translation>
    </message>
    <message>
        <source>Text, Markdown, saved web pages, PDF, Word, EPUB or .parallax bundles (Ctrl+O)</source>
        <translation>Texto, Markdown, páginas web guardadas, PDF, Word, EPUB o paquetes .parallax (Ctrl+O)</translation>
    </message>
    <message>
        <source>A fictional river flood reported by four fictional outlets, already annotated</source>
        <translation>La crecida de un río contada por cuatro medios, todo ficticio y ya anotado</translation>
    </message>
    <message>
        <source>A fictional warehouse fire reported by four fictional outlets, already annotated</source>
        <translation>El incendio de un almacén contado por cuatro medios, todo ficticio y ya anotado</translation>
    </message>
    <message>
        <source>Read several accounts of one event side by side, highlight passages and link where the sources disagree — killed or captured, five or eight wounded.&lt;br&gt;&lt;br&gt;Your library is empty. Start with the demo comparison, or import articles you saved.</source>
        <translation>Lea en paralelo varias versiones de un mismo suceso, resalte pasajes y enlace los puntos en que las fuentes discrepan: muerto o capturado, cinco u ocho heridos.&lt;br&gt;&lt;br&gt;Su biblioteca está vacía. Empiece con la comparación de ejemplo o importe artículos que haya guardado.</translation>
    </message>
    <message>
        <source>Open a comparison from the library on the left, or drag articles here. Select passages in two panes and press &lt;b&gt;Ctrl+L&lt;/b&gt; to link them.</source>
        <translation>Abra una comparación desde la biblioteca de la izquierda o arrastre artículos aquí. Seleccione pasajes en dos paneles y pulse &lt;b&gt;Ctrl+L&lt;/b&gt; para enlazarlos.</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>%n more article(s) of this comparison are not shown: close a pane, then open them from the library (at most six side by side).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Link (not opened by Parallax): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a passage first, then press H</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
