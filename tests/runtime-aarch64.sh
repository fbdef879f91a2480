#!/bin/sh
# Runtime tests on aarch64, under qemu-user: see tests/runtime/run.sh.
exec "$top_srcdir/tests/runtime/run.sh" aarch64
