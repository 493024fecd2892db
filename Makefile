# Convenience targets; each one sets up what it needs on first use.
.PHONY: run test bench package translations screenshots

run:
	bash scripts/run.sh

test:
	bash scripts/test.sh

bench:
	.venv/bin/python -m engine bench

package:
	bash packaging/build.sh

# The AppStream screenshots (packaging/screenshots/*.png), made by the program's --screenshot.
screenshots:
	bash -c 'source scripts/bootstrap.sh && apt_install_missing "$${QT_LIBS[@]}" && ensure_venv \
	  && "$$VENV/bin/python" packaging/make_screenshots.py'

translations:
	bash i18n/update.sh
