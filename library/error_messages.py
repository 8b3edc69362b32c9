"""The English template of each error code (:mod:`.errors`): the message ids of the gettext
catalogue, with the code as their context and their named placeholders.

A module of its own, loaded when an error is first made: the templates are 36 KB of bytecode
that every start of the app would otherwise read, and a start meets no error.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- looking things up
    "article_no_id": "no article id given",
    "highlight_no_id": "no highlight id given",
    "discrepancy_no_id": "no discrepancy id given",
    "comparison_no_id": "no comparison id given",
    "article_not_found": "no article with id {id!r}",
    "highlight_not_found": "no highlight with id {id!r}",
    "discrepancy_not_found": "no discrepancy with id {id!r}",
    "comparison_not_found": "no comparison with id {id!r}",
    "comparison_name_not_found": "no comparison named {name!r}",
    "highlight_missing": "no highlight {id!r}",
    "discrepancy_missing": "no discrepancy {id!r}",
    "comparison_missing": "no comparison {id!r}",
    "article_ambiguous": "article id prefix {id!r} matches several: {matches}; type more characters",
    "highlight_ambiguous": "highlight id prefix {id!r} matches several: {matches}; type more characters",
    "discrepancy_ambiguous": "discrepancy id prefix {id!r} matches several: {matches}; type more characters",
    "comparison_ambiguous": "comparison id prefix {id!r} matches several: {matches}; type more characters",
    "comparison_name_ambiguous": "several comparisons are named {name!r}; use its id",
    "passages_in_several_comparisons": "these passages' articles are in several comparisons ({names}); choose one",
    # -- quotes and ranges
    "quote_empty": "the quote is empty",
    "occurrence_invalid": "--occurrence must be a whole number from 1, not {occurrence!r}",
    "quote_not_found": "the quote {quote} does not occur in the text",
    "quote_ambiguous": "the quote {quote} occurs {count} times; pass --occurrence N (1 to {count}) to choose one",
    "occurrence_missing_once": "the quote {quote} occurs only once; there is no occurrence {occurrence}",
    "occurrence_missing": "the quote {quote} occurs only {count} times; there is no occurrence {occurrence}",
    "range_invalid": "the range {start}-{end} is not a non-empty range of the text (0-{length})",
    "range_blank": "the range {start}-{end} holds only whitespace",
    "context_invalid": "the context length must be a whole number from 0, not {context!r}",
    "selector_not_list": "a highlight's selector must be a list of W3C selector objects",
    "selector_not_object": "each W3C selector must be an object",
    "selector_no_type": "a W3C selector has no 'type'",
    "selector_twice": "a highlight has more than one {type}",
    "selector_missing": "a highlight has no {type}",
    "selector_exact_empty": "a TextQuoteSelector's 'exact' is empty",
    "selector_range_invalid": "a TextPositionSelector's range {start}-{end} is not a valid range",
    "selector_field_missing": "a {type} has no {key!r}",
    "selector_field_not_int": "a {type}'s {key!r} must be a whole number",
    "selector_field_not_text": "a {type}'s {key!r} must be text",
    # -- articles and comparisons
    "document_no_text": "the document has no readable text",
    "article_fields_unknown": "cannot change {fields} of an article",
    "article_needs_title": "an article needs a title",
    "comparison_needs_name": "a comparison needs a name",
    "comparison_name_taken": "another comparison is already named {name!r}",
    "order_mismatch": "the new order must list exactly the comparison's articles",
    "nothing_to_change": "nothing to change: give --title, --outlet, --author, --published, --url or --language",
    # -- kinds, highlights, discrepancies
    "kind_needs_name": "a kind needs a name",
    "kind_exists": "the kind {kind!r} exists already",
    "kind_unknown": "unknown kind {kind!r}; the kinds are: {kinds}",
    "status_unknown": "unknown status {status!r}; use one of: {statuses}",
    "discrepancy_needs_passage": "a discrepancy needs at least one passage",
    "discrepancy_needs_title": "a discrepancy needs a title",
    "text_too_long": "{what} of {length} characters is too long (at most {limit}); nothing was changed",
    "highlight_twice": "the same highlight is given twice",
    "claim_not_linked": "claim for highlight {id!r}, which is not one of the linked passages",
    "claim_syntax": "--claim takes HIGHLIGHT=VALUE, got {value!r}",
    "not_a_passage": "that highlight is not a passage of this discrepancy",
    "already_a_passage": "that passage is already part of this discrepancy",
    "article_not_shown": "the article {id} is not shown",
    "pending_too_few": "select passages in two or more panes first",
    # -- reports and files
    "report_format_unknown": "unknown report format {format!r}; use one of: {formats}",
    "cannot_write": "cannot write {path}: {reason}",
    "path_too_long": "the path {path} is too long for the file system: choose a shorter name or folder",
    "file_problem": "{name}: {problem}",
    # -- commands and settings
    "browse_no_library": "there is no library at {path}",
    "browse_cannot_serve": "cannot serve on 127.0.0.1:{port}: {reason}",
    "library_variable_empty": "PARALLAX_LIBRARY is set but empty; give a library file or unset it",
    "suggest_two_articles": "suggestions need at least two different articles",
    "suggest_no_id": "give a suggestion id",
    "suggest_ambiguous": "the suggestion id prefix {id!r} matches {count} suggestions",
    "output_nul": "the output file name contains a NUL character",
    "browse_bad_port": "--port takes a port number from 1 to 65535, not {port}",
    "busy_timeout_bad": "{name} must be a number of seconds from 0 to {limit}, not {value}",
    # -- bundle contents
    "json_duplicate_key": "the key {key!r} occurs twice in one object",
    "json_not_number": "{name} is not a JSON number",
    "json_not_utf8": "{entry} is not UTF-8 text",
    "json_lone_surrogate": "{entry} holds a lone surrogate ({escaped}), which is not text",
    "json_malformed": "{entry} is malformed: {problem}",
    "json_invalid_at": "{entry} is not valid JSON ({reason} at line {line}, column {column})",
    "json_invalid": "{entry} is not valid JSON ({reason})",
    "bundle_unknown_article": "{what} refers to article urn:sha256:{id}, which is neither in the bundle nor in the library",
    "bundle_unknown_highlight": "{what} links highlight urn:uuid:{id}, which is neither in the bundle nor in the library",
    "bundle_passage_article": "{what}: passage {number} names a different article than its highlight",
    # -- importing documents
    "import_is_folder": "{name}: is a folder, not a file",
    "import_no_file": "{name}: no such file",
    "import_permission": "{name}: cannot be read (permission denied)",
    "import_unreadable": "{name}: cannot be read ({reason})",
    "import_empty": "{name}: the file is empty",
    "import_is_fifo": "{name}: is a named pipe (FIFO), not a file; it was not read",
    "import_is_device": "{name}: is a device, not a file; it was not read",
    "import_is_socket": "{name}: is a socket, not a file; it was not read",
    "import_not_regular": "{name}: is not a regular file; it was not read",
    "import_unsupported": "unsupported file type {suffix!r} (supported: {supported})",
    "import_wrong_format": "this is {sniffed}, not a {fmt} file",
    "import_failed": "{name}: this file could not be read ({kind}: {detail})",
    "import_too_large": "{name}: the file is too large to import ({size} MB; the limit is {limit} MB)",
    "links_at_least": "a discrepancy links at least {needed} passages: select them in two or more panes",
    "links_at_least_none": "a discrepancy links at least {needed} passages (select them in two or more panes); none was given",
    "links_at_least_one": "a discrepancy links at least {needed} passages (select them in two or more panes); one was given",
    "no_output_file": "no output file given",
    "write_open_library_named": (
        "refusing to write {path}: it is the open library {library} (or one of its files); choose another output file"
    ),
    "write_not_unicode": "cannot write {path}: the text holds characters that are not valid Unicode",
    "library_path_empty": "the library path is empty; give a library file",
    "library_damaged_copies": (
        "this library is damaged: {path}{detail}; nothing will be written to it. Open another library, or a copy of "
        "this one: an upgrade backup ({copies}) or a backup of your own"
    ),
    "not_a_date": "{value!r} is not a date: use YYYY, YYYY-MM, YYYY-MM-DD or an ISO date and time such as 2026-03-14T09:20:00Z",
    "bundle_schema_mismatch": "{entry} does not match the bundle format's schema",
    "no_article_given": "no article given",
    # -- the classroom
    "write_open_library": "refusing to write {path}: it is the open library (or one of its files)",
    "write_not_regular": "refusing to write {path}: it exists and is not a regular file",
    "write_no_folder": "cannot write {path}: the folder {folder} does not exist",
    "accept_syntax": "--accept wants STUDENT:N (a student's name or file, a find number), not {value!r}",
    "accept_no_handin": "--accept {value!r}: no hand-in given is {who!r}",
    "accept_several_handins": "--accept {value!r}: more than one hand-in given is {who!r}",
    "json_or_csv": "choose one of --json and --csv",
    "sheet_no_handins": "the {sheet} sheet takes no hand-in files",
    "sheet_needs_handins": "the {sheet} sheet needs the students' hand-in files (--handins FILE...)",
    "pdf_needs_file": "a PDF needs a file: add -o OUT.pdf",
    "pdf_unavailable": (
        "PDF is written by the desktop's printer, which is not available here; write HTML and print it, "
        "or run the parallax command of the desktop install"
    ),
    "student_name_empty": "a student's name cannot be empty",
    "student_name_invalid": "a student's name must be plain text of at most {limit} characters",
    "instructions_too_long": "the instructions are longer than {limit} characters",
    "find_invalid": "--find must be a number of discrepancies from 1 to 10000",
    "exercise_no_articles": "the comparison {name!r} has no articles to hand out",
    "not_an_exercise_to_hand_in": "this comparison is not an exercise to hand in",
    "not_an_exercise_use_export": "{name!r} is not an exercise; use export to share an ordinary comparison",
    "not_an_exercise": "this comparison is not an exercise",
    "key_empty": "the key {name!r} has no discrepancies: there is nothing to score against",
    "handin_find_too_many_passages": (
        "{name}: discrepancy {number} links {count} passages, more than the {limit} a find may have; not scored"
    ),
    "find_number_missing": "{name} has {count} discrepancies; there is no number {number}",
    "find_not_in_key_articles": "find {number} of {name} has no passages in two of the key's articles",
    "find_kind_unknown": "find {number} has the kind {kind!r}, which this library does not know",
    "key_item_missing": "the key {name!r} has no item {item!r}: give its number or the start of its id",
    "weight_invalid": "a weight is a number more than 0 and at most {limit}",
    "weight_syntax": "{value!r}: write ITEM=WEIGHT, e.g. 3=2 (key item 3 counts double)",
    "comment_syntax": "{value!r}: write STUDENT:N=COMMENT, e.g. Ada:3=Good eye",
    "comment_too_long": "a comment is at most {limit} characters",
    "comment_invalid": "a comment cannot hold control characters",
    # -- the library file
    "library_busy": "the library {path} is busy: another program is writing to it; try again in a moment",
    "library_read_only": "the library {path} is read-only: you can read it, but changes cannot be saved",
    "library_disk": "cannot read or write the library {path}: the disk is full or failing",
    "library_disk_full": "cannot use the library {path}: the disk is full; free some space and try again",
    "library_damaged": "{path} is not a Parallax library or is damaged ({reason})",
    "library_cannot_open": "cannot open the library {path}: {reason}",
    "library_other": "library {path}: {reason}",
    "library_is_folder": "{path} is a folder, not a library file",
    "library_unreadable": "cannot read the library {path}: {reason}",
    "library_not_sqlite": "{path} is not a Parallax library (it is not an SQLite database); nothing was changed",
    "library_path_too_long": "the library path {path} is too long for the file system: choose a shorter name or folder",
    "library_no_folder": "cannot create the library {path}: the folder {folder} does not exist",
    "library_foreign": "{path} is an SQLite database of another program, not a Parallax library; nothing was changed",
    "library_newer": (
        "{path} was written by a newer Parallax (library format {version}; this version knows up to "
        "{known}); update Parallax to open it. Nothing was changed."
    ),
    "library_upgrade_read_only": "the library {path} needs an upgrade to this Parallax version but is read-only",
    "library_backup_failed": "cannot back up {path} before upgrading it: {reason}",
    "library_upgraded_newer": (
        "{path} was just upgraded by a newer Parallax (library format {version}); update Parallax to open it. "
        "Nothing was changed."
    ),
    # -- bundles
    "bundle_no_file": "no such file",
    "bundle_not_file": "it is not a file",
    "bundle_not_zip": "it is not a zip archive, so not a Parallax bundle",
    "bundle_empty_zip": "it is an empty zip archive, not a Parallax bundle",
    "bundle_unreadable": "cannot read it: {reason}",
    "bundle_damaged_zip": "it is a damaged zip archive ({reason})",
    "bundle_too_many_entries": "it has {count} entries; a bundle may have at most {limit:,}",
    "bundle_entry_twice": "entry {name!r} occurs twice",
    "bundle_entry_link": "entry {name!r} is a symbolic link",
    "bundle_entry_encrypted": "entry {name!r} is encrypted",
    "bundle_entry_negative": "entry {name!r} has a negative size",
    "bundle_too_large": "it would unpack to more than {megabytes} MB",
    "bundle_zip_bomb": (
        "entry {name!r} is compressed more than {ratio}:1 ({packed:,} to {size:,} bytes), like a zip bomb"
    ),
    "bundle_entry_larger": "entry {name!r} is larger than its header says",
    "bundle_no_mimetype": "its first entry is not 'mimetype'; it is not a Parallax bundle",
    "bundle_mimetype_compressed": "its 'mimetype' entry is compressed; it must be stored",
    "bundle_mimetype_extra": "its 'mimetype' entry has an extra field",
    "bundle_wrong_mimetype": "its 'mimetype' is not {mimetype}; it is not a Parallax bundle",
    "bundle_no_manifest": "it has no {entry}; it is not a Parallax bundle",
    "bundle_no_annotations": "it has no {entry}",
    "bundle_newer_format": (
        "it is bundle format {version}, from a newer version of Parallax; this version reads format "
        "{major}.x. Update Parallax to import it"
    ),
    "bundle_unknown_format": (
        "it is bundle format {version}, from an unknown version of Parallax; this version reads format "
        "{major}.x. Update Parallax to import it"
    ),
    "bundle_body_hash": "{path} does not match its sha256 (it was changed or damaged)",
    "bundle_body_not_utf8": "{path} is not UTF-8 text",
    "bundle_body_not_normal": "{path} is not a normalised article body (NFC, \\n line ends, one final newline)",
    "bundle_body_no_text": "{path} has no readable text",
    "bundle_no_target_name": "the comparison to add the articles to has no name",
    # -- importers and QDA projects
    "import_no_text": "the file contains no text",
    "import_binary_nul": "this is binary data, not text (it contains NUL bytes)",
    "import_binary_controls": "this is binary data, not text (it is full of control characters)",
    "import_not_text": "this is not text in any encoding Parallax recognises (binary data?)",
    "encoding_unknown": "unknown encoding {encoding!r}",
    "encoding_not_text": "{encoding!r} is not a text encoding",
    "encoding_invalid_byte": "the text is not valid {encoding} (byte 0x{byte} at offset {offset}); try another --encoding",
    "encoding_invalid_end": "the text is not valid {encoding} (the end); try another --encoding",
    "encoding_bom_invalid_byte": "the text is not valid {encoding} (byte 0x{byte} at offset {offset}) despite its byte-order mark",
    "encoding_bom_invalid_end": "the text is not valid {encoding} (the end) despite its byte-order mark",
    "encoding_cannot_decode": "cannot decode with {encoding!r}: {detail}",
    "archive_damaged_zip": "this {kind} file is damaged or truncated (not a readable zip archive)",
    "archive_unsafe": "this {kind} file is refused as a zip bomb: {problem}",
    "archive_no_entry": "this {kind} file has no {name!r}",
    "archive_encrypted": "this {kind} file is encrypted ({name!r} needs a password)",
    "archive_damaged_entry": "this {kind} file is damaged ({name!r}: {detail})",
    "zip_too_many_entries": "it has {count:,} entries; at most {limit:,} are allowed",
    "zip_entry_negative": "it has an entry {name!r} with a negative size",
    "zip_bomb": "it is a zip bomb: entry {name!r} is compressed more than {ratio}:1 ({packed:,} to {size:,} bytes)",
    "zip_too_large_declared": "it would unpack to {megabytes} MB, more than {limit} MB",
    "zip_too_large": "it would unpack to more than {limit} MB",
    "zip_entry_larger": "entry {name!r} is larger than its header says",
    "xml_entities": "{part} declares XML entities (a known attack on XML readers); refused",
    "xml_malformed_at": "{part} is not well-formed XML: it stops being XML at line {line}, column {column}",
    "xml_broken_utf16": "an XML part has broken UTF-16/32 text",
    "xml_encoding_unsupported": "an XML part is in the encoding {encoding!r}, which cannot be read safely",
    "docx_damaged": "this Word document is damaged and cannot be read ({detail})",
    "docx_nested_tables": "this Word document nests tables without end; refused",
    "docx_no_text": "this Word document contains no text",
    "docx_not_word": "this is not a Word document (no word/document.xml)",
    "epub_not_epub": "this is not an EPUB book (no {entry})",
    "epub_package_missing": "the EPUB names a package document {path!r} that it does not contain",
    "epub_no_text": "no text was found in this EPUB book",
    "epub_no_package": "this EPUB book's {entry} names no package document",
    "mhtml_too_deep": "the MHTML file nests its parts too deeply to be a saved page",
    "mhtml_unreadable": "not a readable MHTML file ({detail})",
    "mhtml_no_page": "no web page (text/html part) was found in this MHTML file",
    "mhtml_undecodable": "the page in this MHTML file cannot be decoded ({detail})",
    "mhtml_empty": "the page in this MHTML file is empty",
    "html_too_deep": "the page nests its elements too deeply to be read (more than {limit} levels)",
    "html_no_visible_text": "the page has no visible text (only scripts, styles or images)",
    "html_no_text": "the page has no text",
    "html_little_text": "little article text was found; import the whole page text instead (--whole-page)",
    "pdf_too_many_pages": "the PDF has {count} pages; Parallax imports at most {limit}",
    "pdf_encrypted": "the PDF is encrypted and cannot be opened without its password",
    "pdf_encryption_unknown": "the PDF uses an encryption Parallax cannot open",
    "pdf_nested": "the PDF is malformed (its objects nest without end)",
    "pdf_damaged": "the PDF is damaged or truncated and cannot be read ({detail})",
    "pdf_no_text": "no text was found in the PDF (is it a scan? Parallax does not read images)",
    "pdf_too_much_drawing": (
        "the PDF's pages expand to more than {megabytes} MB of drawing instructions, far more than an article; "
        "Parallax does not import it"
    ),
    "pdf_too_much_text": (
        "the PDF holds more than {limit:,} characters of text, a book rather than an article; Parallax does not import it"
    ),
    "pdf_too_many_operations": (
        "the PDF holds more than {limit:,} drawing instructions, far more than an article; Parallax does not import it"
    ),
    "pdf_page_too_long": (
        "a page of the PDF holds {count:,} characters or more, far more than a printed page; Parallax does not import it"
    ),
    "qdpx_no_file": "no such file",
    "qdpx_not_file": "it is not a file",
    "qdpx_not_zip": "it is not a zip archive, so not a REFI-QDA project",
    "qdpx_unreadable": "cannot read it: {reason}",
    "qdpx_damaged_zip": "it is a damaged zip archive ({detail})",
    "qdpx_source_no_text_path": "source {name!r} has neither a plain text nor a plainTextPath",
    "qdpx_source_outside": (
        "source {name!r} refers to a file outside the project ({path!r}); only internal:// sources can be imported"
    ),
    "qdpx_source_missing": "source {name!r}: {path} is not in the project",
    "qdpx_source_not_utf8": "source {name!r}: its text is not UTF-8, as the standard requires",
    "qdpx_position_not_number": "a selection in {name!r} has a position that is not a number",
    "qdpx_selection_outside": (
        "a selection in {name!r} points outside its text ({start} to {end}, the text has {length} characters)"
    ),
    "qdpx_no_project": "it has no project.qde; it is not a REFI-QDA project",
    "qdpx_not_qda_xml": "its project.qde is not a QDA-XML 1.0 project (urn:QDA-XML:project:1.0)",
    "qdpx_too_many_selections": "it has more than {limit:,} selections",
    "qdpx_no_sources": "it has no text sources to import",
    "qdpx_source_empty": "source {name!r} has no text",
    "qdpx_selection_blank": (
        "{name}: a selection in {source!r} ({start} to {end}) covers only white space or text that changes when "
        "read; nothing was imported"
    ),
    "qdpx_not_imported": "{name}: {problem}; nothing was imported",
    "zotero_no_folder": "{folder} is not a folder; give Zotero's data folder (the one holding zotero.sqlite)",
    "zotero_no_database": (
        "{folder} has no zotero.sqlite, so it is not a Zotero data folder (Zotero shows it in Settings, Advanced, "
        "Files and Folders)"
    ),
    "zotero_unreadable": "cannot read the Zotero library in {folder}: {reason}",
    "zotero_newer": (
        "the Zotero library in {folder} was made by a newer Zotero (data schema {version}; Parallax knows {known}) "
        "and lacks what Parallax reads ({missing}); nothing was imported"
    ),
    "zotero_not_zotero": "{folder}: its zotero.sqlite lacks what a Zotero library holds ({missing})",
    "zotero_no_collection": "no collection named {name!r} in the Zotero library in {folder}; its collections: {names}",
    "zotero_collection_ambiguous": "several Zotero collections are named {name!r}: {names}; give the whole path",
    # -- bundles, outputs, the library file and suggestions (coded for issue #14)
    "bundle_schema_problem": "{entry} does not match the bundle format's schema: {problem}",
    "bundle_schema_problem_at": "{entry}: {place} does not match the bundle format's schema: {problem}",
    "bundle_selector_outside": "{what} points outside its article: {start}-{end}, but the text has {length} characters",
    "bundle_unknown_comparison": (
        "{what} belongs to comparison urn:uuid:{id}, which is neither in the bundle nor in the library"
    ),
    "output_exists_link": "refusing to write {path}: it exists and is a symbolic link, not a regular file",
    "output_exists_folder": "refusing to write {path}: it exists and is a folder, not a regular file",
    "output_exists_fifo": "refusing to write {path}: it exists and is a named pipe (FIFO), not a regular file",
    "output_exists_socket": "refusing to write {path}: it exists and is a socket, not a regular file",
    "output_exists_device": "refusing to write {path}: it exists and is a device, not a regular file",
    "output_exists_other": "refusing to write {path}: it exists and is not a regular file",
    "library_is_fifo": "{path} is a named pipe (FIFO), not a library file; nothing was read or written",
    "library_is_device": "{path} is a device, not a library file; nothing was read or written",
    "library_is_socket": "{path} is a socket, not a library file; nothing was read or written",
    "library_not_regular": "{path} is not a regular file, not a library file; nothing was read or written",
    "busy_timeout_not_number": "{name} must be a number of seconds from 0 to {limit}, not {value!r}",
    "suggest_comparison_too_small": (
        "the comparison {name!r} has {count} article(s): suggestions need at least two"
    ),
    "suggest_gone": (
        "no suggestion {id!r} in this comparison now (already accepted or dismissed, or its articles changed): "
        "run `parallax suggest` again"
    ),
    "browse_no_datasette": "parallax browse needs Datasette, which is not installed: pip install {package}",
    "browse_frozen": (
        "this packaged Parallax cannot serve the library in the web browser (Datasette is not part of it); "
        "the library is the SQLite file {path}: open it with any SQLite program (DB Browser for SQLite, "
        "the sqlite3 command, or Datasette installed on its own: datasette {path}), or install Parallax "
        "from its source with the browse extra to use parallax browse"
    ),
    "bundle_field_problem": "{entry} {problem}",
    "bundle_field_problem_at": "{entry}: {place} {problem}",
    "bundle_field_bad_time": "is not a real time: {value!r} ({detail})",
    "bundle_field_must_be": "must be {expected!r}, not {value!r}",
    "bundle_field_sha_mismatch": "does not match the article id",
    "bundle_field_path_missing": "names {path!r}, which is not in the bundle",
    "bundle_field_kind_name": "must be lower case without spaces",
    "bundle_field_repeats_article": "repeats the article id urn:sha256:{id}",
    "bundle_field_repeats_comparison": "repeats the comparison id urn:uuid:{id}",
    "bundle_field_repeats_kind": "repeats the kind {kind!r}",
    "bundle_field_selector_unusable": "is not usable: {detail}",
    "bundle_field_two_bodies": "has two bodies with purpose {purpose!r}",
    "bundle_field_position_range": "must be between 0 and {last}",
    "bundle_field_repeats_position": "repeats position {position}",
    "bundle_field_highlight_twice": "links the same highlight twice",
    "bundle_field_not_kind_name": "has a kind (purpose 'classifying') that is not a kind name: {kind!r}",
    "bundle_field_next_page": "has a next page; a bundle holds all its annotations in one page",
    "bundle_field_total": "says {total} but the page holds {count} annotations",
    "bundle_field_repeats_annotation": "repeats the annotation id urn:uuid:{id}",
    "bundle_entry_no_name": "an entry has an empty name",
    "bundle_entry_backslash": "entry {name!r} has a backslash in its path",
    "bundle_entry_absolute": "entry {name!r} has an absolute path",
    "bundle_entry_drive": "entry {name!r} has a drive letter",
    "bundle_entry_control": "entry {name!r} has a control character in its name",
    "bundle_entry_dots": "entry {name!r} has an empty, '.' or '..' path component",
    # -- a student's hand-in offered for import
    "bundle_changes_key": (
        "it would change {name}, a teacher's key in this library; a student's work is scored with "
        "'parallax score --key COMPARISON FILE', never merged into the key"
    ),
    "import_handin": (
        "{name} is {student}'s hand-in of an exercise; score it with 'parallax score --key COMPARISON FILE' "
        "instead of importing it"
    ),
}
"""Each error code's English template: the message id of the gettext catalogue."""
