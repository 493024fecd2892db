"""Packaging: PyInstaller spec, desktop metadata, icons and the build/smoke scripts."""
