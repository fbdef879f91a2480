#!/usr/bin/env python3
# update-lists.py: rewrite the GOLDEN and EXTRA_DIST test lists of
# Makefile.am from the files under tests/convert and tests/check.
# Run it after adding a golden case, then review git diff Makefile.am.
import glob
import os
import re

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
dirs = ('tests/convert', 'tests/check')


def is_case(f):
    """.S, .s and .c files are cases; a .h file is one if it has a .out
    (else it is a header that a case includes)."""
    if f.endswith(('.S', '.s', '.c')):
        return True
    return f.endswith('.h') and os.path.exists(f[:-2] + '.out')


cases = sorted(f for d in dirs for f in glob.glob(d + '/*') if is_case(f))
extra = sorted(f for d in dirs for f in glob.glob(d + '/*')
               if not is_case(f))
s = open('Makefile.am').read()
s = re.sub(r'GOLDEN = \\\n(\t[^\n]*\\\n)*\t[^\n]*\n',
           'GOLDEN = \\\n\t' + ' \\\n\t'.join(cases) + '\n', s)
s = re.sub(r'EXTRA_DIST = \$\(GOLDEN\) \\\n(\ttests/(convert|check)/[^\n]*\\\n)*',
           'EXTRA_DIST = $(GOLDEN) \\\n\t' + ' \\\n\t'.join(extra) + ' \\\n', s)
open('Makefile.am', 'w').write(s)
