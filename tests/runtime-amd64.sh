#!/bin/sh
# Runtime tests on amd64: see tests/runtime/run.sh.
exec "$top_srcdir/tests/runtime/run.sh" amd64
