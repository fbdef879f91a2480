#!/usr/bin/env python3
# update-lists.py: rewrite the GOLDEN and EXTRA_DIST test lists of
# Makefile.am from the files under tests/convert and tests/check.
# Run it after adding a golden case, then review git diff Makefile.am.
import glob
import os
import re

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
dirs = ('tests/convert', 'tests/check')
cases = sorted(f for d in dirs for f in glob.glob(d + '/*')
               if f.endswith(('.S', '.s')))
extra = sorted(f for d in dirs for f in glob.glob(d + '/*')
               if not f.endswith(('.S', '.s')))
s = open('Makefile.am').read()
s = re.sub(r'GOLDEN = \\\n(\t[^\n]*\\\n)*\t[^\n]*\n',
           'GOLDEN = \\\n\t' + ' \\\n\t'.join(cases) + '\n', s)
s = re.sub(r'EXTRA_DIST = \$\(GOLDEN\) \\\n(\ttests/(convert|check)/[^\n]*\\\n)*',
           'EXTRA_DIST = $(GOLDEN) \\\n\t' + ' \\\n\t'.join(extra) + ' \\\n', s)
open('Makefile.am', 'w').write(s)
