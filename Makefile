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

translations:
	bash i18n/update.sh
