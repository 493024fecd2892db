"""Translations: Qt Linguist sources (*.ts), compiled catalogs (*.qm) and their loader."""
