#!/bin/sh
# Runtime tests on i386 (static, run natively): see tests/runtime/run.sh.
exec "$top_srcdir/tests/runtime/run.sh" i386
