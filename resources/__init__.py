"""Data files shipped with Parallax: JSON schemas, the demo comparison, icons and style."""
