"""The SQL of the library, one module per table: each holds every statement that writes its
table and every read that returns its rows (joins included), and nothing else does."""
