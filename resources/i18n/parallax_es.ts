<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Accessibility</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>Annotating</name>
    <message>
        <source>Plain highlight (no kind)</source>
        <translation>Resaltado simple (sin tipo)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Highlights now get the kind: %1</source>
        <translation>Los resaltados reciben ahora el tipo: %1</translation>
    </message>
    <message>
        <source>New kind</source>
        <translation>Nuevo tipo</translation>
    </message>
    <message>
        <source>Name of the new kind of discrepancy:</source>
        <translation>Nombre del nuevo tipo de discrepancia:</translation>
    </message>
    <message>
        <source>Added the kind “%1”</source>
        <translation>Se ha añadido el tipo «%1»</translation>
    </message>
    <message>
        <source>Select passages in two or more panes first</source>
        <translation>Seleccione primero pasajes en dos o más paneles</translation>
    </message>
    <message>
        <source>Discrepancy made: %1</source>
        <translation>Discrepancia creada: %1</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rehecho: %1</translation>
    </message>
    <message>
        <source>Put the cursor in a highlight (select part of it) first</source>
        <translation>Ponga primero el cursor en un resaltado (seleccione parte de él)</translation>
    </message>
    <message>
        <source>No highlight there</source>
        <translation>Ahí no hay ningún resaltado</translation>
    </message>
    <message>
        <source>Highlight deleted; Ctrl+Z brings it back</source>
        <translation>Resaltado borrado; Ctrl+Z lo recupera</translation>
    </message>
    <message>
        <source>Orphaned highlight</source>
        <translation>Resaltado huérfano</translation>
    </message>
    <message>
        <source>This passage could not be found in the article any more:

“%1”

Parallax keeps it rather than guess where it moved. Delete it?</source>
        <translation>Este pasaje ya no se encuentra en el artículo:

«%1»

Parallax lo conserva en lugar de adivinar adónde se ha movido. ¿Borrarlo?</translation>
    </message>
    <message>
        <source>Go to “%1”</source>
        <translation>Ir a «%1»</translation>
    </message>
    <message>
        <source>Add to Pending Passages</source>
        <translation>Añadir a pasajes pendientes</translation>
    </message>
    <message>
        <source>Delete This Highlight</source>
        <translation>Borrar este resaltado</translation>
    </message>
    <message>
        <source>Edit Article Details…</source>
        <translation>Editar los datos del artículo…</translation>
    </message>
    <message>
        <source>Delete Article from Library…</source>
        <translation>Borrar artículo de la biblioteca…</translation>
    </message>
</context>
<context>
    <name>ArticleDeletion</name>
    <message numerus="yes">
        <source>Delete “%1” from the library, with its highlights (%n)?</source>
        <translation>
            <numerusform>¿Borrar «%1» de la biblioteca, con su resaltado (%n)?</numerusform>
            <numerusform>¿Borrar «%1» de la biblioteca, con sus resaltados (%n)?</numerusform>
        </translation>
    </message>
    <message>
        <source>It leaves every comparison it is in.</source>
        <translation>Sale de todas las comparaciones en las que está.</translation>
    </message>
    <message numerus="yes">
        <source>Discrepancies that will be left with fewer than two passages (%n): %1.</source>
        <translation>
            <numerusform>Discrepancia que se quedará con menos de dos pasajes (%n): %1.</numerusform>
            <numerusform>Discrepancias que se quedarán con menos de dos pasajes (%n): %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discrepancies now with fewer than two passages (%n): %1</source>
        <translation>
            <numerusform>Discrepancia que ahora tiene menos de dos pasajes (%n): %1</numerusform>
            <numerusform>Discrepancias que ahora tienen menos de dos pasajes (%n): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit → Undo brings it all back.</source>
        <translation>Editar → Deshacer lo recupera todo.</translation>
    </message>
    <message>
        <source>Delete Article</source>
        <translation>Borrar artículo</translation>
    </message>
    <message>
        <source>Delete Article “%1”</source>
        <translation>Borrar el artículo «%1»</translation>
    </message>
    <message>
        <source>Article deleted; Ctrl+Z brings it back.</source>
        <translation>Artículo borrado; Ctrl+Z lo recupera.</translation>
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
    <name>ArticlePane</name>
    <message>
        <source>Article: %1</source>
        <translation>Artículo: %1</translation>
    </message>
    <message>
        <source>Text of %1</source>
        <translation>Texto de %1</translation>
    </message>
    <message>
        <source>Read-only article text; select a passage to highlight it.</source>
        <translation>Texto del artículo, de solo lectura; seleccione un pasaje para resaltarlo.</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Datos del artículo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Move pane left</source>
        <translation>Mover el panel a la izquierda</translation>
    </message>
    <message>
        <source>Move pane right</source>
        <translation>Mover el panel a la derecha</translation>
    </message>
    <message>
        <source>Close pane</source>
        <translation>Cerrar el panel</translation>
    </message>
    <message>
        <source>Outlet, author and date</source>
        <translation>Medio, autor y fecha</translation>
    </message>
    <message>
        <source>Name this source…</source>
        <translation>Nombrar esta fuente…</translation>
    </message>
    <message>
        <source>No outlet, author or date yet: add them (Edit Article Details)</source>
        <translation>Aún sin medio, autor ni fecha: añádalos (Editar los datos del artículo)</translation>
    </message>
    <message>
        <source>Name this source</source>
        <translation>Nombrar esta fuente</translation>
    </message>
    <message>
        <source>Article details: outlet, author, date, address, language</source>
        <translation>Datos del artículo: medio, autor, fecha, dirección, idioma</translation>
    </message>
    <message>
        <source>Source address</source>
        <translation>Dirección de la fuente</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copiar enlace</translation>
    </message>
    <message>
        <source>Copy the source address (it is never opened from here)</source>
        <translation>Copiar la dirección de la fuente (nunca se abre desde aquí)</translation>
    </message>
    <message>
        <source>Copy source address</source>
        <translation>Copiar la dirección de la fuente</translation>
    </message>
</context>
<context>
    <name>ClaimMatrix</name>
    <message>
        <source>Claim matrix</source>
        <translation>Matriz de afirmaciones</translation>
    </message>
    <message>
        <source>Claims of each source, per discrepancy</source>
        <translation>Afirmaciones de cada fuente, por discrepancia</translation>
    </message>
    <message>
        <source>No discrepancies to compare yet: link passages with Ctrl+L.</source>
        <translation>Aún no hay discrepancias que comparar: enlace pasajes con Ctrl+L.</translation>
    </message>
</context>
<context>
    <name>ClaimMatrixModel</name>
    <message>
        <source>not reported</source>
        <translation>no lo cuenta</translation>
    </message>
    <message>
        <source>This source does not report it.</source>
        <translation>Esta fuente no lo cuenta.</translation>
    </message>
    <message>
        <source>Claims: %1</source>
        <translation>Afirma: %1</translation>
    </message>
    <message>
        <source>Double-click or F2 to edit the claim; click to show the passage.</source>
        <translation>Doble clic o F2 para editar la afirmación; un clic muestra el pasaje.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Make Exercise</source>
        <translation>Crear ejercicio</translation>
    </message>
    <message>
        <source>Add a hint for each kind of discrepancy in the key</source>
        <translation>Añadir una pista por cada tipo de discrepancia de la clave</translation>
    </message>
    <message>
        <source>do not say</source>
        <translation>no decirlo</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Instrucciones</translation>
    </message>
    <message>
        <source>Ask students to find</source>
        <translation>Pedir a los alumnos que encuentren</translation>
    </message>
    <message>
        <source>“%1” is an exercise from your teacher: the articles, with nothing marked yet. Finding where they differ is your task.</source>
        <translation>«%1» es un ejercicio de su profesor: los artículos, sin nada marcado todavía. Su tarea es encontrar en qué difieren.</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Qué hacer: %1</translation>
    </message>
    <message>
        <source>Discrepancies to find: %1.</source>
        <translation>Discrepancias que encontrar: %1.</translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <translation>Pista (%1): %2</translation>
    </message>
    <message>
        <source>Highlight a passage in each article (H), link them (Ctrl+L) and say what differs. When you are done, choose File → Hand In… and give the file it saves to your teacher.</source>
        <translation>Resalte un pasaje en cada artículo (H), vincúlelos (Ctrl+L) y diga qué difiere. Cuando termine, elija Archivo → Entregar… y dé a su profesor el archivo que se guarda.</translation>
    </message>
    <message>
        <source>An exercise to do</source>
        <translation>Un ejercicio por hacer</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Nombre y apellidos</translation>
    </message>
    <message>
        <source>Your name (it goes on the work you hand in):</source>
        <translation>Su nombre (figurará en el trabajo que entregue):</translation>
    </message>
    <message>
        <source>Start the exercise</source>
        <translation>Empezar el ejercicio</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Presentar</translation>
    </message>
    <message>
        <source>Show the comparison full screen, one discrepancy at a time</source>
        <translation>Mostrar la comparación a pantalla completa, una discrepancia cada vez</translation>
    </message>
    <message>
        <source>Present &amp;Without Outlet Names</source>
        <translation>Presentar &amp;sin nombres de medios</translation>
    </message>
    <message>
        <source>Present with the sources called Source A, B, C…</source>
        <translation>Presentar con las fuentes llamadas Fuente A, B, C…</translation>
    </message>
    <message>
        <source>&amp;Make Exercise…</source>
        <translation>&amp;Crear ejercicio…</translation>
    </message>
    <message>
        <source>Save this comparison&apos;s articles for students, without the answers</source>
        <translation>Guardar los artículos de esta comparación para los alumnos, sin las respuestas</translation>
    </message>
    <message>
        <source>&amp;Hand In…</source>
        <translation>&amp;Entregar…</translation>
    </message>
    <message>
        <source>Save your work on this exercise to give to your teacher</source>
        <translation>Guardar su trabajo en este ejercicio para entregarlo al profesor</translation>
    </message>
    <message>
        <source>&amp;Score Returned Work…</source>
        <translation>&amp;Calificar los trabajos entregados…</translation>
    </message>
    <message>
        <source>Score students&apos; hand-ins against this comparison</source>
        <translation>Calificar las entregas de los alumnos con esta comparación</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>A&amp;ula</translation>
    </message>
    <message>
        <source>Open a comparison first.</source>
        <translation>Abra primero una comparación.</translation>
    </message>
    <message>
        <source>Save the exercise</source>
        <translation>Guardar el ejercicio</translation>
    </message>
    <message>
        <source>%1-exercise.parallax</source>
        <translation>%1-ejercicio.parallax</translation>
    </message>
    <message>
        <source>Parallax bundle (*.parallax)</source>
        <translation>Paquete de Parallax (*.parallax)</translation>
    </message>
    <message>
        <source>Wrote %1: the articles and instructions, no answers; the key stays here.</source>
        <translation>Se ha escrito %1: los artículos y las instrucciones, sin respuestas; la clave se queda aquí.</translation>
    </message>
    <message>
        <source>Wrote %1, but this comparison has no discrepancies yet: there is no key to score against.</source>
        <translation>Se ha escrito %1, pero esta comparación aún no tiene discrepancias: no hay clave con la que calificar.</translation>
    </message>
    <message>
        <source>Exercise “%1”, handed in as %2: choose File → Hand In… when you are done.</source>
        <translation>Ejercicio «%1», entregado como %2: elija Archivo → Entregar… cuando termine.</translation>
    </message>
    <message>
        <source>“%1” is an exercise from your teacher: find where the articles differ, then File → Hand In….</source>
        <translation>«%1» es un ejercicio de su profesor: encuentre en qué difieren los artículos y luego Archivo → Entregar….</translation>
    </message>
    <message>
        <source>Your work will be handed in as %1.</source>
        <translation>Su trabajo se entregará a nombre de %1.</translation>
    </message>
    <message>
        <source>This comparison is not an exercise. To share it, use File → Export Bundle.</source>
        <translation>Esta comparación no es un ejercicio. Para compartirla, use Archivo → Exportar paquete.</translation>
    </message>
    <message>
        <source>Hand in your work</source>
        <translation>Entregar su trabajo</translation>
    </message>
    <message>
        <source>Handed in %1 discrepancies as %2 in %3.</source>
        <translation>Entregadas %1 discrepancias a nombre de %2 en %3.</translation>
    </message>
    <message>
        <source>Students&apos; hand-ins</source>
        <translation>Entregas de los alumnos</translation>
    </message>
    <message>
        <source>Parallax bundles (*.parallax)</source>
        <translation>Paquetes de Parallax (*.parallax)</translation>
    </message>
</context>
<context>
    <name>ConnectorStrip</name>
    <message>
        <source>Connections between the neighbouring articles</source>
        <translation>Conexiones entre los artículos vecinos</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Parallax — damaged library</source>
        <translation>Parallax — biblioteca dañada</translation>
    </message>
</context>
<context>
    <name>DiscrepancyEditor</name>
    <message>
        <source>Discrepancy</source>
        <translation>Discrepancia</translation>
    </message>
    <message>
        <source>Discrepancy editor</source>
        <translation>Editor de discrepancias</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Why the sources differ, what to check next…</source>
        <translation>Por qué difieren las fuentes, qué comprobar después…</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Pasajes</translation>
    </message>
    <message>
        <source>&amp;Remove passage</source>
        <translation>&amp;Quitar el pasaje</translation>
    </message>
    <message>
        <source>Remove passage</source>
        <translation>Quitar el pasaje</translation>
    </message>
    <message>
        <source>&amp;Add pending passages</source>
        <translation>&amp;Añadir los pasajes pendientes</translation>
    </message>
    <message>
        <source>Add pending passages</source>
        <translation>Añadir los pasajes pendientes</translation>
    </message>
    <message>
        <source>Add the passages waiting in the tray to this discrepancy</source>
        <translation>Añadir a esta discrepancia los pasajes que esperan en la bandeja</translation>
    </message>
    <message>
        <source>&amp;Delete discrepancy</source>
        <translation>&amp;Borrar la discrepancia</translation>
    </message>
    <message>
        <source>Delete discrepancy</source>
        <translation>Borrar la discrepancia</translation>
    </message>
    <message>
        <source>Delete this discrepancy (its highlights stay); Undo brings it back</source>
        <translation>Borrar esta discrepancia (sus resaltados se quedan); Deshacer la recupera</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>&amp;Estado:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Nota:</translation>
    </message>
    <message>
        <source>&amp;Passages:</source>
        <translation>&amp;Pasajes:</translation>
    </message>
    <message>
        <source>Discrepancy deleted: %1; Ctrl+Z brings it back</source>
        <translation>Discrepancia borrada: %1; Ctrl+Z la recupera</translation>
    </message>
    <message>
        <source>&amp;Add pending passages (%1)</source>
        <translation>&amp;Añadir los pasajes pendientes (%1)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation>Cambiar el tipo</translation>
    </message>
    <message>
        <source>Change status</source>
        <translation>Cambiar el estado</translation>
    </message>
    <message>
        <source>Edit title</source>
        <translation>Editar el título</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Editar la nota</translation>
    </message>
</context>
<context>
    <name>DiscrepancyListModel</name>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>How many different sources the passages come from</source>
        <translation>De cuántas fuentes distintas proceden los pasajes</translation>
    </message>
    <message>
        <source>passage no longer found</source>
        <translation>el pasaje ya no se encuentra</translation>
    </message>
</context>
<context>
    <name>DiscrepancyPanel</name>
    <message>
        <source>No discrepancies yet: select passages in two panes and press Ctrl+L</source>
        <translation>Aún no hay discrepancias: seleccione pasajes en dos paneles y pulse Ctrl+L</translation>
    </message>
    <message>
        <source>Open a comparison to see its discrepancies.</source>
        <translation>Abra una comparación para ver sus discrepancias.</translation>
    </message>
    <message>
        <source>No discrepancy matches these filters.</source>
        <translation>Ninguna discrepancia coincide con estos filtros.</translation>
    </message>
    <message>
        <source>Select a discrepancy in the list to edit it.</source>
        <translation>Seleccione una discrepancia de la lista para editarla.</translation>
    </message>
    <message>
        <source>Discrepancies</source>
        <translation>Discrepancias</translation>
    </message>
    <message>
        <source>Filter by kind</source>
        <translation>Filtrar por tipo</translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation>Filtrar por estado</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Todos los estados</translation>
    </message>
    <message>
        <source>Search discrepancies</source>
        <translation>Buscar discrepancias</translation>
    </message>
    <message>
        <source>Search titles, notes, claims, passages…</source>
        <translation>Buscar títulos, notas, afirmaciones, pasajes…</translation>
    </message>
    <message>
        <source>Discrepancy list</source>
        <translation>Lista de discrepancias</translation>
    </message>
    <message>
        <source>No discrepancies to step through</source>
        <translation>No hay discrepancias que recorrer</translation>
    </message>
    <message>
        <source>Discrepancy %1 of %2: %3</source>
        <translation>Discrepancia %1 de %2: %3</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
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
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Exports name who made their annotations. Your name, as it should appear (Edit → Preferences changes it):</source>
        <translation>Las exportaciones nombran a quien hizo sus anotaciones. Su nombre, tal como debe aparecer (Editar → Preferencias lo cambia):</translation>
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
        <source>Export for QDA software</source>
        <translation>Exportar para software QDA</translation>
    </message>
    <message>
        <source>REFI-QDA project (*.qdpx)</source>
        <translation>Proyecto REFI-QDA (*.qdpx)</translation>
    </message>
    <message>
        <source>Could not write the project: %1</source>
        <translation>No se pudo escribir el proyecto: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 with coded passages: %n</source>
        <translation>
            <numerusform>Se escribió %1 con %n pasaje codificado</numerusform>
            <numerusform>Se escribió %1 con %n pasajes codificados</numerusform>
        </translation>
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
    <name>FindBar</name>
    <message>
        <source>Find in article</source>
        <translation>Buscar en el artículo</translation>
    </message>
    <message>
        <source>Find in this article</source>
        <translation>Buscar en este artículo</translation>
    </message>
    <message>
        <source>Find text</source>
        <translation>Texto que buscar</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Coincidencias</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Coincidencia anterior (Mayús+Intro)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Coincidencia siguiente (Intro)</translation>
    </message>
    <message>
        <source>Close find bar (Esc)</source>
        <translation>Cerrar la barra de búsqueda (Esc)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Sin resultados</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <source>A click on a highlight only reads it. To add an existing highlight to the pending passages, Ctrl+click it, press Enter with the caret in it, or choose Add to Pending Passages in its context menu. Esc in the library&apos;s search box clears it.</source>
        <translation>Un clic en un resaltado solo lo muestra. Para añadir un resaltado existente a los pasajes pendientes, haga Ctrl+clic en él, pulse Intro con el cursor dentro o elija Añadir a pasajes pendientes en su menú contextual. Esc en el cuadro de búsqueda de la biblioteca lo vacía.</translation>
    </message>
</context>
<context>
    <name>HighlightList</name>
    <message>
        <source>Highlights in %1</source>
        <translation>Resaltados en %1</translation>
    </message>
    <message>
        <source>This pane has no highlights yet: select a passage and press H.</source>
        <translation>Este panel aún no tiene resaltados: seleccione un pasaje y pulse H.</translation>
    </message>
    <message>
        <source>Go to Highlight</source>
        <translation>Ir al resaltado</translation>
    </message>
    <message numerus="yes">
        <source>%n highlight(s).</source>
        <translation>
            <numerusform>%n resaltado.</numerusform>
            <numerusform>%n resaltados.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDestination</name>
    <message>
        <source>Where should the articles go?</source>
        <translation>¿Adónde van los artículos?</translation>
    </message>
    <message numerus="yes">
        <source>Articles imported: %n. Put them in:</source>
        <translation>
            <numerusform>Artículo importado: %n. Ponerlo en:</numerusform>
            <numerusform>Artículos importados: %n. Ponerlos en:</numerusform>
        </translation>
    </message>
    <message>
        <source>The open comparison (side by side with its articles)</source>
        <translation>La comparación abierta (junto a sus artículos)</translation>
    </message>
    <message>
        <source>A new comparison of these articles</source>
        <translation>Una comparación nueva con estos artículos</translation>
    </message>
    <message>
        <source>Only the library (open them later)</source>
        <translation>Solo la biblioteca (abrirlos más tarde)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Name of the new comparison</source>
        <translation>Nombre de la nueva comparación</translation>
    </message>
    <message>
        <source>The event the articles report</source>
        <translation>El suceso que cuentan los artículos</translation>
    </message>
    <message>
        <source>Always do this (File → Ask Where Imports Go asks again)</source>
        <translation>Hacerlo siempre así (Archivo → Preguntar adónde van las importaciones vuelve a preguntar)</translation>
    </message>
    <message numerus="yes">
        <source>Import of Articles (%n)</source>
        <translation>
            <numerusform>Importación de %n artículo</numerusform>
            <numerusform>Importación de %n artículos</numerusform>
        </translation>
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
        <source>REFI-QDA projects (*.qdpx)</source>
        <translation>Proyectos REFI-QDA (*.qdpx)</translation>
    </message>
    <message>
        <source>The import may have gone wrong</source>
        <translation>Puede que la importación haya salido mal</translation>
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
    <message numerus="yes">
        <source>Conflicts where this library&apos;s version was kept: %n (see the merge report).</source>
        <translation>
            <numerusform>Conflicto en el que se conservó la versión de esta biblioteca: %n (vea el informe de fusión).</numerusform>
            <numerusform>Conflictos en los que se conservó la versión de esta biblioteca: %n (vea el informe de fusión).</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Importación terminada</translation>
    </message>
</context>
<context>
    <name>Imports</name>
    <message>
        <source>Import articles or bundles</source>
        <translation>Importar artículos o paquetes</translation>
    </message>
    <message>
        <source>Import every document in a folder</source>
        <translation>Importar todos los documentos de una carpeta</translation>
    </message>
    <message>
        <source>Imported articles</source>
        <translation>Artículos importados</translation>
    </message>
    <message>
        <source>into the open comparison</source>
        <translation>en la comparación abierta</translation>
    </message>
    <message>
        <source>into a new comparison</source>
        <translation>en una comparación nueva</translation>
    </message>
    <message>
        <source>into the library only</source>
        <translation>solo en la biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>Articles imported: %n, %1; Ctrl+Z undoes the import</source>
        <translation>
            <numerusform>%n artículo importado, %1; Ctrl+Z deshace la importación</numerusform>
            <numerusform>%n artículos importados, %1; Ctrl+Z deshace la importación</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryChoice</name>
    <message>
        <source>Upgrading the library</source>
        <translation>Actualizando la biblioteca</translation>
    </message>
    <message>
        <source>Copying the library aside first (%1 %)</source>
        <translation>Primero se guarda una copia de la biblioteca (%1 %)</translation>
    </message>
    <message>
        <source>Step %1 of %2 (%3 s so far)</source>
        <translation>Paso %1 de %2 (%3 s hasta ahora)</translation>
    </message>
    <message>
        <source>This library was made by an older Parallax and is being upgraded (format %1 to %2).</source>
        <translation>Esta biblioteca la creó una versión anterior de Parallax y se está actualizando (del formato %1 al %2).</translation>
    </message>
    <message>
        <source>Parallax — cannot use this library</source>
        <translation>Parallax — no se puede usar esta biblioteca</translation>
    </message>
    <message>
        <source>Open another library, or make a new one, to go on working. This library stays as it is.</source>
        <translation>Abra otra biblioteca, o cree una nueva, para seguir trabajando. Esta biblioteca se queda como está.</translation>
    </message>
    <message>
        <source>&amp;Open Another Library…</source>
        <translation>&amp;Abrir otra biblioteca…</translation>
    </message>
    <message>
        <source>&amp;New Library…</source>
        <translation>&amp;Nueva biblioteca…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Parallax library (*.sqlite *.db);;All files (*)</source>
        <translation>Biblioteca de Parallax (*.sqlite *.db);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a library</source>
        <translation>Abrir una biblioteca</translation>
    </message>
    <message>
        <source>New library</source>
        <translation>Nueva biblioteca</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message numerus="yes">
        <source>Delete “%1” and its %n discrepancy(ies)? The articles and their highlights stay in the library. This cannot be undone.</source>
        <translation>
            <numerusform>¿Borrar «%1» y su %n discrepancia? Los artículos y sus resaltados se quedan en la biblioteca. No se puede deshacer.</numerusform>
            <numerusform>¿Borrar «%1» y sus %n discrepancias? Los artículos y sus resaltados se quedan en la biblioteca. No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar el nombre…</translation>
    </message>
    <message>
        <source>Delete Comparison</source>
        <translation>Borrar la comparación</translation>
    </message>
    <message>
        <source>Open Side by Side</source>
        <translation>Abrir en paralelo</translation>
    </message>
    <message>
        <source>Edit Details…</source>
        <translation>Editar los datos…</translation>
    </message>
    <message>
        <source>Delete Article from Library…</source>
        <translation>Borrar artículo de la biblioteca…</translation>
    </message>
    <message>
        <source>Remove from Comparison</source>
        <translation>Quitar de la comparación</translation>
    </message>
    <message>
        <source>Rename comparison</source>
        <translation>Cambiar el nombre de la comparación</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nuevo nombre:</translation>
    </message>
    <message>
        <source>Delete comparison</source>
        <translation>Borrar la comparación</translation>
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
    <name>LinkDialog</name>
    <message>
        <source>Link passages</source>
        <translation>Enlazar pasajes</translation>
    </message>
    <message>
        <source>Link passages into a discrepancy</source>
        <translation>Enlazar pasajes en una discrepancia</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>What do the sources disagree about? (required)</source>
        <translation>¿En qué discrepan las fuentes? (obligatorio)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Why they differ, what to check next… (optional)</source>
        <translation>Por qué difieren, qué comprobar después… (opcional)</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Enlazar</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Nota:</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>&amp;Estado:</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Passage and claim</source>
        <translation>Pasaje y afirmación</translation>
    </message>
    <message>
        <source>What %1 claims (optional)</source>
        <translation>Lo que afirma %1 (opcional)</translation>
    </message>
    <message>
        <source>Claim of %1</source>
        <translation>Afirmación de %1</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Pasajes</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Discrepancies</source>
        <translation>Discrepancias</translation>
    </message>
    <message>
        <source>&amp;Import Articles…</source>
        <translation>&amp;Importar artículos…</translation>
    </message>
    <message>
        <source>Import documents or .parallax bundles</source>
        <translation>Importar documentos o paquetes .parallax</translation>
    </message>
    <message>
        <source>Import &amp;Folder…</source>
        <translation>Importar una &amp;carpeta…</translation>
    </message>
    <message>
        <source>Import every document in a folder</source>
        <translation>Importar todos los documentos de una carpeta</translation>
    </message>
    <message>
        <source>Import from &amp;Zotero…</source>
        <translation>Importar de &amp;Zotero…</translation>
    </message>
    <message>
        <source>Import a Zotero collection&apos;s saved articles, with their metadata, as a comparison</source>
        <translation>Importa los artículos guardados de una colección de Zotero, con sus metadatos, como una comparación</translation>
    </message>
    <message>
        <source>Ask Where Imports Go</source>
        <translation>Preguntar adónde van las importaciones</translation>
    </message>
    <message>
        <source>Ask where imported articles go: the open comparison, a new one, or only the library</source>
        <translation>Preguntar adónde van los artículos importados: la comparación abierta, una nueva o solo la biblioteca</translation>
    </message>
    <message>
        <source>Open the &amp;Demo Comparison</source>
        <translation>Abrir la comparación de &amp;ejemplo</translation>
    </message>
    <message>
        <source>A fictional event annotated for teaching</source>
        <translation>Un suceso ficticio anotado para enseñar</translation>
    </message>
    <message>
        <source>&amp;New Comparison…</source>
        <translation>&amp;Nueva comparación…</translation>
    </message>
    <message>
        <source>&amp;Export Bundle…</source>
        <translation>&amp;Exportar paquete…</translation>
    </message>
    <message>
        <source>Save this comparison as a .parallax bundle</source>
        <translation>Guardar esta comparación como paquete .parallax</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>Exportar &amp;informe…</translation>
    </message>
    <message>
        <source>HTML, Markdown, CSV or JSON report</source>
        <translation>Informe en HTML, Markdown, CSV o JSON</translation>
    </message>
    <message>
        <source>Export for &amp;QDA Software…</source>
        <translation>Exportar para software &amp;QDA…</translation>
    </message>
    <message>
        <source>Save this comparison as a REFI-QDA project (.qdpx) for QualCoder, ATLAS.ti, MAXQDA or NVivo</source>
        <translation>Guardar esta comparación como proyecto REFI-QDA (.qdpx) para QualCoder, ATLAS.ti, MAXQDA o NVivo</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>Im&amp;primir informe…</translation>
    </message>
    <message>
        <source>Print the report or save it as PDF</source>
        <translation>Imprimir el informe o guardarlo como PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Highlight Selection</source>
        <translation>&amp;Resaltar la selección</translation>
    </message>
    <message>
        <source>Highlight the selected passage with the current kind</source>
        <translation>Resaltar el pasaje seleccionado con el tipo actual</translation>
    </message>
    <message>
        <source>&amp;Link Pending Passages…</source>
        <translation>&amp;Enlazar los pasajes pendientes…</translation>
    </message>
    <message>
        <source>Link the pending passages into a discrepancy</source>
        <translation>Enlazar los pasajes pendientes en una discrepancia</translation>
    </message>
    <message>
        <source>Clear Pending Passages</source>
        <translation>Vaciar los pasajes pendientes</translation>
    </message>
    <message>
        <source>&amp;Delete Highlight at Cursor</source>
        <translation>&amp;Borrar el resaltado del cursor</translation>
    </message>
    <message>
        <source>&amp;Find in Article…</source>
        <translation>&amp;Buscar en el artículo…</translation>
    </message>
    <message>
        <source>&amp;Search Library…</source>
        <translation>Buscar en la &amp;biblioteca…</translation>
    </message>
    <message>
        <source>Edit Article &amp;Details…</source>
        <translation>E&amp;ditar los datos del artículo…</translation>
    </message>
    <message>
        <source>Outlet, author, date, address and language of the article in the pane, or selected in the library</source>
        <translation>Medio, autor, fecha, dirección e idioma del artículo del panel o del seleccionado en la biblioteca</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;Next Discrepancy</source>
        <translation>Discrepancia &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous Discrepancy</source>
        <translation>Discrepancia &amp;anterior</translation>
    </message>
    <message>
        <source>Filter Discrepancies</source>
        <translation>Filtrar las discrepancias</translation>
    </message>
    <message>
        <source>Lin&amp;ked Scrolling</source>
        <translation>Desplazamiento &amp;enlazado</translation>
    </message>
    <message>
        <source>Keep the panes aligned on their linked passages</source>
        <translation>Mantener los paneles alineados en sus pasajes enlazados</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Restablecer el zoom</translation>
    </message>
    <message>
        <source>Move Pane &amp;Left</source>
        <translation>Mover el panel a la &amp;izquierda</translation>
    </message>
    <message>
        <source>Move Pane &amp;Right</source>
        <translation>Mover el panel a la &amp;derecha</translation>
    </message>
    <message>
        <source>&amp;Close Pane</source>
        <translation>&amp;Cerrar panel</translation>
    </message>
    <message>
        <source>Show &amp;Library</source>
        <translation>Mostrar la &amp;biblioteca</translation>
    </message>
    <message>
        <source>Show &amp;Discrepancies</source>
        <translation>Mostrar las &amp;discrepancias</translation>
    </message>
    <message>
        <source>Go to &amp;Articles</source>
        <translation>Ir a los &amp;artículos</translation>
    </message>
    <message>
        <source>Claim &amp;Matrix</source>
        <translation>&amp;Matriz de afirmaciones</translation>
    </message>
    <message>
        <source>Claim Matrix</source>
        <translation>Matriz de afirmaciones</translation>
    </message>
    <message>
        <source>Every discrepancy against every source: who claims what</source>
        <translation>Cada discrepancia frente a cada fuente: quién afirma qué</translation>
    </message>
    <message>
        <source>&amp;Suggestions</source>
        <translation>&amp;Sugerencias</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Sugerencias</translation>
    </message>
    <message>
        <source>Discrepancies the articles may hold: accept with Enter, dismiss with Delete</source>
        <translation>Discrepancias que pueden contener los artículos: acepte con Intro, descarte con Supr</translation>
    </message>
    <message>
        <source>Next Highlight in Pane</source>
        <translation>Resaltado siguiente del panel</translation>
    </message>
    <message>
        <source>Put the caret on the next highlight of this pane; its kind and discrepancy are said</source>
        <translation>Lleva el cursor al resaltado siguiente de este panel; se dicen su tipo y su discrepancia</translation>
    </message>
    <message>
        <source>Previous Highlight in Pane</source>
        <translation>Resaltado anterior del panel</translation>
    </message>
    <message>
        <source>Highlights in This Pane…</source>
        <translation>Resaltados de este panel…</translation>
    </message>
    <message>
        <source>Every highlight of this pane with its kind, discrepancy and claim; Enter goes to it</source>
        <translation>Cada resaltado de este panel con su tipo, discrepancia y afirmación; Intro lleva a él</translation>
    </message>
    <message>
        <source>Next Pa&amp;ne</source>
        <translation>Pa&amp;nel siguiente</translation>
    </message>
    <message>
        <source>Previous Pan&amp;e</source>
        <translation>Panel a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Parallax</source>
        <translation>&amp;Acerca de Parallax</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>New Kind…</source>
        <translation>Nuevo tipo…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n artículo</numerusform>
            <numerusform>%n artículos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n discrepancy(ies)</source>
        <translation>
            <numerusform>%n discrepancia</numerusform>
            <numerusform>%n discrepancias</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (solo lectura)</translation>
    </message>
    <message>
        <source>The demo comparison: step through its discrepancies with F8</source>
        <translation>La comparación de ejemplo: recorra sus discrepancias con F8</translation>
    </message>
    <message>
        <source>New comparison</source>
        <translation>Nueva comparación</translation>
    </message>
    <message>
        <source>Name of the event or comparison:</source>
        <translation>Nombre del suceso o de la comparación:</translation>
    </message>
    <message>
        <source>Select an article in the library, or click in a pane, first</source>
        <translation>Seleccione antes un artículo en la biblioteca o haga clic en un panel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Reopen the window in %1 now? Your work is saved.</source>
        <translation>¿Reabrir la ventana en %1 ahora? Su trabajo está guardado.</translation>
    </message>
    <message>
        <source>Reopen Now</source>
        <translation>Reabrir ahora</translation>
    </message>
    <message>
        <source>At Next Start</source>
        <translation>En el próximo inicio</translation>
    </message>
    <message>
        <source>About Parallax</source>
        <translation>Acerca de Parallax</translation>
    </message>
    <message>
        <source>Read several accounts of one event side by side and record where they disagree.</source>
        <translation>Lea en paralelo varias versiones de un mismo suceso y anote en qué discrepan.</translation>
    </message>
    <message>
        <source>Works fully offline. Your library: %1</source>
        <translation>Funciona sin conexión. Su biblioteca: %1</translation>
    </message>
    <message>
        <source>Parallax</source>
        <translation>Parallax</translation>
    </message>
</context>
<context>
    <name>MergeReport</name>
    <message>
        <source>Articles</source>
        <translation>Artículos</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Comparaciones</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Resaltados</translation>
    </message>
    <message>
        <source>Discrepancies</source>
        <translation>Discrepancias</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>added</source>
        <translation>añadidos</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>actualizados</translation>
    </message>
    <message>
        <source>kept (unchanged)</source>
        <translation>conservados (sin cambios)</translation>
    </message>
    <message numerus="yes">
        <source>Conflicts, where this library&apos;s version was kept (%n):</source>
        <translation>
            <numerusform>Conflicto, en el que se conservó la versión de esta biblioteca (%n):</numerusform>
            <numerusform>Conflictos, en los que se conservó la versión de esta biblioteca (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlights that could not be placed, orphaned (%n):</source>
        <translation>
            <numerusform>Resaltado que no se pudo situar, huérfano (%n):</numerusform>
            <numerusform>Resaltados que no se pudieron situar, huérfanos (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing new: the library already had all of it.</source>
        <translation>Nada nuevo: la biblioteca ya lo tenía todo.</translation>
    </message>
    <message>
        <source>Bundle merge report</source>
        <translation>Informe de fusión del paquete</translation>
    </message>
</context>
<context>
    <name>PaneMoves</name>
    <message>
        <source>Move Pane</source>
        <translation>Mover panel</translation>
    </message>
</context>
<context>
    <name>PassagesTable</name>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Pasaje</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Afirmación</translation>
    </message>
    <message>
        <source>  (no longer found)</source>
        <translation>  (ya no se encuentra)</translation>
    </message>
    <message>
        <source>What this source claims: double-click, F2 or Enter to edit</source>
        <translation>Lo que afirma esta fuente: doble clic, F2 o Intro para editar</translation>
    </message>
</context>
<context>
    <name>PendingTray</name>
    <message>
        <source>Pending passages</source>
        <translation>Pasajes pendientes</translation>
    </message>
    <message>
        <source>Select passages in two or more panes, then Link (Ctrl+L).</source>
        <translation>Seleccione pasajes en dos o más paneles y luego Enlazar (Ctrl+L).</translation>
    </message>
    <message>
        <source>Highlights whose passage could not be found in the article: kept, never moved</source>
        <translation>Resaltados cuyo pasaje no se encuentra en el artículo: se conservan, nunca se mueven</translation>
    </message>
    <message>
        <source>Link…</source>
        <translation>Enlazar…</translation>
    </message>
    <message>
        <source>Link the pending passages into a discrepancy (Ctrl+L)</source>
        <translation>Enlazar los pasajes pendientes en una discrepancia (Ctrl+L)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Pending:</source>
        <translation>Pendientes:</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n orphaned</source>
        <translation>
            <numerusform>⚠ %n huérfano</numerusform>
            <numerusform>⚠ %n huérfanos</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove this passage from the pending list</source>
        <translation>Quitar este pasaje de la lista de pendientes</translation>
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
        <source>Parallax offers to reopen its window in the new language when you press OK.</source>
        <translation>Al pulsar Aceptar, Parallax ofrecerá reabrir su ventana en el nuevo idioma.</translation>
    </message>
    <message>
        <source>as it should appear in bundles and QDA projects</source>
        <translation>tal como debe aparecer en los paquetes y los proyectos QDA</translation>
    </message>
    <message>
        <source>Bundles and .qdpx projects you export name you as the creator of their annotations</source>
        <translation>Los paquetes y proyectos .qdpx que exporte le nombran como creador de sus anotaciones</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Su &amp;nombre:</translation>
    </message>
</context>
<context>
    <name>PresentView</name>
    <message>
        <source>Text of %1</source>
        <translation>Texto de %1</translation>
    </message>
    <message>
        <source>Parallax — Present</source>
        <translation>Parallax — Presentación</translation>
    </message>
    <message>
        <source>Space or → next · ← back · H hide or show outlet names · Esc leave</source>
        <translation>Espacio o → siguiente · ← atrás · H oculta o muestra los medios · Esc sale</translation>
    </message>
    <message>
        <source>Source %1</source>
        <translation>Fuente %1</translation>
    </message>
    <message>
        <source>%1 claims: %2</source>
        <translation>%1 afirma: %2</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: «%2»</translation>
    </message>
    <message>
        <source>Outlet names hidden</source>
        <translation>Nombres de los medios ocultos</translation>
    </message>
    <message>
        <source>Outlet names shown</source>
        <translation>Nombres de los medios visibles</translation>
    </message>
    <message numerus="yes">
        <source>%n discrepancy(ies) · press Space to begin</source>
        <translation>
            <numerusform>%n discrepancia · pulse Espacio para empezar</numerusform>
            <numerusform>%n discrepancias · pulse Espacio para empezar</numerusform>
        </translation>
    </message>
    <message>
        <source>No discrepancies recorded yet</source>
        <translation>Aún no se ha anotado ninguna discrepancia</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 de %2 · %3</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Indique páginas o intervalos separados por comas. Un intervalo son dos números separados por un guion. Por ejemplo: 3,5-7,9 imprime las páginas 3, 5, 6, 7 y 9.</translation>
    </message>
</context>
<context>
    <name>ReadingFit</name>
    <message>
        <source>Side panels folded away so the %1 panes stay readable; they come back when the panes fit beside them (Ctrl+1, Ctrl+2 show them now).</source>
        <translation>Paneles laterales plegados para que los %1 paneles de artículos sigan siendo legibles; vuelven cuando los artículos quepan a su lado (Ctrl+1 y Ctrl+2 los muestran ya).</translation>
    </message>
</context>
<context>
    <name>ScoreView</name>
    <message>
        <source>Returned work</source>
        <translation>Trabajos entregados</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontradas</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>En parte</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>No encontradas</translation>
    </message>
    <message>
        <source>Not in the key</source>
        <translation>Fuera de la clave</translation>
    </message>
    <message>
        <source>Score %</source>
        <translation>Nota %</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Their find</source>
        <translation>Su hallazgo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>In the key</source>
        <translation>En la clave</translation>
    </message>
    <message>
        <source>Your comment (printed on the feedback)</source>
        <translation>Su comentario (se imprime en la hoja del alumno)</translation>
    </message>
    <message>
        <source>Save &amp;Feedback as PDF…</source>
        <translation>Guardar los &amp;comentarios como PDF…</translation>
    </message>
    <message>
        <source>Save Class &amp;Summary as PDF…</source>
        <translation>Guardar el &amp;resumen de la clase como PDF…</translation>
    </message>
    <message>
        <source>&amp;Accept into Key</source>
        <translation>&amp;Aceptar en la clave</translation>
    </message>
    <message>
        <source>Add this find, which is not in the key, to your comparison and score again</source>
        <translation>Añadir este hallazgo, que está fuera de la clave, a su comparación y volver a calificar</translation>
    </message>
    <message>
        <source>&amp;Leave Out</source>
        <translation>&amp;Dejar fuera</translation>
    </message>
    <message>
        <source>Score again without this file (for a student who handed in more than one)</source>
        <translation>Calificar de nuevo sin este archivo (para un alumno que entregó más de uno)</translation>
    </message>
    <message>
        <source>Key item</source>
        <translation>Elemento de la clave</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Encontrado por</translation>
    </message>
    <message>
        <source>How much finding this item counts: 1 unless you type another number (2 counts double)</source>
        <translation>Cuánto cuenta encontrar este elemento: 1, salvo que escriba otro número (2 cuenta el doble)</translation>
    </message>
    <message numerus="yes">
        <source>Hand-ins scored: %n</source>
        <translation>
            <numerusform>Entregas calificadas: %n</numerusform>
            <numerusform>Entregas calificadas: %n</numerusform>
        </translation>
    </message>
    <message>
        <source> against %1 key items.</source>
        <translation> frente a %1 elementos de la clave.</translation>
    </message>
    <message>
        <source>Students were asked to find %1: finding that many scores 100 %.</source>
        <translation>Se pidió a los alumnos encontrar %1: encontrar esa cantidad da un 100 %.</translation>
    </message>
    <message numerus="yes">
        <source>Found by students (%n), not in the key: </source>
        <translation>
            <numerusform>Encontrado por %n alumno, no está en la clave: </numerusform>
            <numerusform>Encontrado por %n alumnos, no está en la clave: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>handed in more than once: %1</source>
        <translation>entregó más de una vez: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Found: %1. %2</source>
        <translation>Encontrada: %1. %2</translation>
    </message>
    <message>
        <source>Another kind: %1. %2 (half credit)</source>
        <translation>Otro tipo: %1. %2 (media puntuación)</translation>
    </message>
    <message>
        <source>Again: %1. %2</source>
        <translation>Repetida: %1. %2</translation>
    </message>
    <message>
        <source>Select a student to see their finds.</source>
        <translation>Seleccione un alumno para ver sus hallazgos.</translation>
    </message>
    <message>
        <source>%1&apos;s finds; type a comment on any of them:</source>
        <translation>Hallazgos de %1; escriba un comentario en cualquiera de ellos:</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>feedback.pdf</source>
        <translation>comentarios.pdf</translation>
    </message>
    <message>
        <source>class-summary.pdf</source>
        <translation>resumen-de-la-clase.pdf</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
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
    <name>SourceDetailsDialog</name>
    <message>
        <source>Name the sources</source>
        <translation>Nombrar las fuentes</translation>
    </message>
    <message>
        <source>These articles do not say where they are from, so the panes and reports can only call them by their headlines. Type each one&apos;s outlet (and author and date, if you know them):</source>
        <translation>Estos artículos no dicen de dónde vienen, así que los paneles y los informes solo pueden llamarlos por su titular. Escriba el medio de cada uno (y el autor y la fecha, si los conoce):</translation>
    </message>
    <message>
        <source>Sources to name</source>
        <translation>Fuentes por nombrar</translation>
    </message>
    <message>
        <source>Later: right-click a pane or an article in the library → Edit Article Details… (Ctrl+I).</source>
        <translation>Más tarde: clic derecho en un panel o en un artículo de la biblioteca → Editar los datos del artículo… (Ctrl+I).</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1 highlight, not linked yet</source>
        <translation>Resaltado de %1, aún sin enlazar</translation>
    </message>
    <message>
        <source>Highlight, not linked yet</source>
        <translation>Resaltado, aún sin enlazar</translation>
    </message>
    <message>
        <source>%1 highlight, %2: %3</source>
        <translation>Resaltado de %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 highlight, %2</source>
        <translation>Resaltado de %1, %2</translation>
    </message>
    <message>
        <source>“%1” — %2</source>
        <translation>«%1» — %2</translation>
    </message>
    <message>
        <source>%1 highlight made: “%2”</source>
        <translation>Resaltado de %1 creado: «%2»</translation>
    </message>
    <message>
        <source>Highlight made: “%1”</source>
        <translation>Resaltado creado: «%1»</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SuggestionsPanel</name>
    <message>
        <source>Show suggestions of one kind only</source>
        <translation>Mostrar solo las sugerencias de un tipo</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>Read the comparison again and suggest anew</source>
        <translation>Volver a leer la comparación y sugerir de nuevo</translation>
    </message>
    <message>
        <source>Suggested discrepancies</source>
        <translation>Discrepancias sugeridas</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Pruebas</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>A&amp;ceptar</translation>
    </message>
    <message>
        <source>Make the chosen suggestion a discrepancy (Enter)</source>
        <translation>Convertir la sugerencia elegida en una discrepancia (Intro)</translation>
    </message>
    <message>
        <source>D&amp;ismiss</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Do not suggest this again in this comparison (Delete)</source>
        <translation>No volver a sugerir esto en esta comparación (Supr)</translation>
    </message>
    <message>
        <source>Reading the articles…</source>
        <translation>Leyendo los artículos…</translation>
    </message>
    <message>
        <source>Open two or more articles to get suggestions.</source>
        <translation>Abra dos o más artículos para recibir sugerencias.</translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s)</source>
        <translation>
            <numerusform>%n sugerencia</numerusform>
            <numerusform>%n sugerencias</numerusform>
        </translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>[%1] %2: %3</source>
        <translation>[%1] %2: %3</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Puntuación %1</translation>
    </message>
    <message>
        <source>%1: %2 — “%3”</source>
        <translation>%1: %2 — «%3»</translation>
    </message>
    <message>
        <source>Said in: “%1”</source>
        <translation>Dicho en: «%1»</translation>
    </message>
    <message>
        <source>Read from: %1</source>
        <translation>Leído en: %1</translation>
    </message>
    <message>
        <source>Who says it: %1</source>
        <translation>Quién lo dice: %1</translation>
    </message>
    <message>
        <source>Who says it: the outlet itself</source>
        <translation>Quién lo dice: el propio medio</translation>
    </message>
    <message>
        <source>Accepted: highlights and a discrepancy made; Ctrl+Z undoes it</source>
        <translation>Aceptada: resaltados y una discrepancia creados; Ctrl+Z lo deshace</translation>
    </message>
    <message>
        <source>Dismissed: not suggested again in this comparison</source>
        <translation>Descartada: no se volverá a sugerir en esta comparación</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>Cr&amp;onología</translation>
    </message>
    <message>
        <source>The reports in time order: who said what first, and how each claim changed</source>
        <translation>Las noticias en orden de publicación: quién dijo qué primero y cómo cambió cada afirmación</translation>
    </message>
</context>
<context>
    <name>TimelinePanel</name>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>Each discrepancy&apos;s claims as the sources reported them, in time order; bold: the claim changed from the earlier report. Click a point to see its passage.</source>
        <translation>Las afirmaciones de cada discrepancia tal como las publicaron los medios, en orden de publicación; en negrita: la afirmación cambió respecto de la noticia anterior. Pulse un punto para ver su pasaje.</translation>
    </message>
    <message>
        <source>Without a publication date (not on the timeline):</source>
        <translation>Sin fecha de publicación (fuera de la cronología):</translation>
    </message>
    <message>
        <source>Set Date…</source>
        <translation>Poner fecha…</translation>
    </message>
    <message>
        <source>Set the date of %1</source>
        <translation>Poner la fecha de %1</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>%1 reports in time order, %2 discrepancies</source>
        <translation>%1 noticias en orden de publicación, %2 discrepancias</translation>
    </message>
    <message>
        <source>No dated article to place: give the articles a publication date.</source>
        <translation>No hay artículos con fecha que situar: dé a los artículos una fecha de publicación.</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Noticias</translation>
    </message>
    <message>
        <source>%1 — %2, %3: %4</source>
        <translation>%1 — %2, %3: %4</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Highlight</source>
        <translation>Resaltar</translation>
    </message>
    <message>
        <source>Delete highlight</source>
        <translation>Borrar el resaltado</translation>
    </message>
    <message>
        <source>Link “%1”</source>
        <translation>Enlazar «%1»</translation>
    </message>
    <message>
        <source>Delete discrepancy</source>
        <translation>Borrar la discrepancia</translation>
    </message>
    <message>
        <source>Dismiss suggestion</source>
        <translation>Descartar sugerencia</translation>
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
    <message>
        <source>This comparison has no articles yet.

Drag articles here from the library on the left (or double-click them there),
or import files with File → Import… (Ctrl+O) or by dropping them on the window.</source>
        <translation>Esta comparación aún no tiene artículos.

Arrastre artículos aquí desde la biblioteca de la izquierda (o haga doble clic en ellos allí),
o importe archivos con Archivo → Importar… (Ctrl+O) o soltándolos sobre la ventana.</translation>
    </message>
    <message numerus="yes">
        <source>%n more article(s) of this comparison are not shown: close a pane, then open them from the library (at most six side by side).</source>
        <translation>
            <numerusform>%n artículo más de esta comparación no se muestra: cierre un panel y ábralo desde la biblioteca (como máximo seis en paralelo).</numerusform>
            <numerusform>%n artículos más de esta comparación no se muestran: cierre un panel y ábralos desde la biblioteca (como máximo seis en paralelo).</numerusform>
        </translation>
    </message>
    <message>
        <source>Link (not opened by Parallax): %1</source>
        <translation>Enlace (Parallax no lo abre): %1</translation>
    </message>
    <message>
        <source>Select a passage first, then press H</source>
        <translation>Seleccione primero un pasaje y pulse H</translation>
    </message>
    <message>
        <source>[%1] %2 — claims: %3 (%4)</source>
        <translation>[%1] %2 — afirma: %3 (%4)</translation>
    </message>
    <message>
        <source>[%1] %2 (%4)</source>
        <translation>[%1] %2 (%4)</translation>
    </message>
    <message>
        <source>Highlight, not linked yet (select passages in other panes and press Ctrl+L)</source>
        <translation>Resaltado aún sin enlazar (seleccione pasajes en otros paneles y pulse Ctrl+L)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>No highlights in this pane</source>
        <translation>No hay resaltados en este panel</translation>
    </message>
    <message>
        <source>No more highlights this way in this pane</source>
        <translation>No hay más resaltados en esa dirección en este panel</translation>
    </message>
</context>
<context>
    <name>Zotero</name>
    <message>
        <source>Choose Zotero&apos;s data folder (it holds zotero.sqlite)</source>
        <translation>Elija la carpeta de datos de Zotero (contiene zotero.sqlite)</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>Toda la biblioteca</translation>
    </message>
    <message>
        <source>Import from Zotero</source>
        <translation>Importar de Zotero</translation>
    </message>
    <message>
        <source>Import the items of:</source>
        <translation>Importar los elementos de:</translation>
    </message>
    <message>
        <source>Reading the Zotero library…</source>
        <translation>Leyendo la biblioteca de Zotero…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Importing %1 of %2</source>
        <translation>Importando %1 de %2</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <source>Something went wrong inside Parallax. Your library is safe: every change was saved when you made it.

The details below help us fix it.</source>
        <translation>Algo ha fallado dentro de Parallax. Su biblioteca está a salvo: cada cambio se guardó en el momento de hacerlo.

Los detalles de abajo nos ayudan a corregirlo.</translation>
    </message>
    <message>
        <source>The report is also saved in:
%1</source>
        <translation>El informe también se ha guardado en:
%1</translation>
    </message>
    <message>
        <source>Parallax — unexpected error</source>
        <translation>Parallax — error inesperado</translation>
    </message>
</context>
</TS>
