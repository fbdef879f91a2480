# scan.awk: an independent, deliberately simple scanner of GNU
# assembler sources (.S through cpp) for amd64, i386, aarch64 and
# riscv64, used by corpus.sh to check rgpp's output without trusting
# rgpp's own parser.
#
# Usage: awk -f scan.awk [-v arch=A] [-v retmacros=FILE] file.S
#
# arch (default amd64) picks the returns and jumps below, and whether
# '#' starts a comment (x86 and riscv64; on aarch64 it marks an
# immediate, and only // comments).
#
# It prints one tab-separated record per statement of interest, in order:
#   ST  line ctx kind word arg prot
# where
#   ctx   code | define:NAME | macro:NAME   (cpp #define body, .macro body)
#   kind  F (function entry macro, arg = name)   E (function end, arg = name)
#         Y (.type NAME,@function or SOTYPE_FUNCTION(NAME), arg = name)
#         Z (.size NAME, ...)                     B (label, arg = name)
#         R (return: ret/retq/retl/retw/ret $N/RET, any prefix; aarch64
#            ret and ret x30; riscv64 ret, jr ra, jalr x0 through ra)
#         M (use of a macro that expands to a return, from retmacros)
#         X (far/exception return: lret, iret, sysret, sysexit, ...;
#            aarch64 eret; riscv64 mret, sret)
#         H (x86 .byte data holding 0xc3/0xc2: a hidden return)
#         J (unconditional jump, arg = target: jmp; aarch64 b, br, ret
#            through another register; riscv64 j, jr, tail)
#         K (conditional jump)
#         S (RETGUARD_* statement, word = the macro name)
#         P (a prefix alone: rep, repz, bnd, notrack; as in "rep; ret";
#            or an objtool annotation, ANNOTATE_*, which emits no code)
#         D (other directive)   O (other instruction or macro)
#   prot  for R, M and J: 1 when the previous statement in the same ctx
#         (skipping a lone prefix) is RETGUARD_END or RETGUARD_END_NOCFI,
#         2 when it is but a label stands between them; for M, 3 when it
#         is RETGUARD_RETS or RETGUARD_RETS_NOCFI (check.awk wants
#         RETGUARD_RETS_END next)
# and at the end
#   CMT   n    RETGUARD words found inside comments
#   RMAC  NAME names #defined or .macro'd in this file whose body returns
#
# Comments: /* */ (across lines), // to the end of line, and gas '#' to
# the end of line outside cpp directives.  Strings are skipped.  cpp
# directives are not evaluated: every #if branch is scanned, in order.

# Continuation lines are joined with \036: set curline to the physical
# line where the statement's text starts, and blank the markers.
function lineof(part,    t, lead, nb) {
	t = part
	match(t, /^[ \t\036]*/)
	lead = substr(t, 1, RLENGTH)
	nb = gsub(/\036/, "", lead)
	curline = startline + seenbreaks + nb
	seenbreaks += gsub(/\036/, " ", t)
	return t
}

function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }

# Strip comments from one physical line; keeps state in incomment.
function strip(line,    out, i, c, n, q) {
	out = ""
	n = length(line)
	i = 1
	while (i <= n) {
		if (incomment) {
			q = index(substr(line, i), "*/")
			if (q == 0) { cmttext = cmttext substr(line, i); return out }
			cmttext = cmttext substr(line, i, q - 1)
			i += q + 1
			incomment = 0
			out = out " "
			continue
		}
		c = substr(line, i, 1)
		if (c == "\"") {
			q = i + 1
			while (q <= n) {
				if (substr(line, q, 1) == "\\") { q += 2; continue }
				if (substr(line, q, 1) == "\"") break
				q++
			}
			out = out substr(line, i, q - i + 1)
			i = q + 1
			continue
		}
		if (c == "/" && substr(line, i + 1, 1) == "*") {
			incomment = 1
			i += 2
			continue
		}
		if (c == "/" && substr(line, i + 1, 1) == "/") {
			cmttext = cmttext substr(line, i)
			return out
		}
		out = out c
		i++
	}
	return out
}

# Cut a gas '#' comment (x86: anywhere on the line) outside strings.
function cuthash(s,    i, n, c, inq) {
	n = length(s)
	inq = 0
	for (i = 1; i <= n; i++) {
		c = substr(s, i, 1)
		if (c == "\\" && inq) { i++; continue }
		if (c == "\"") inq = !inq
		else if (c == "#" && !inq) {
			cmttext = cmttext substr(s, i)
			return substr(s, 1, i - 1)
		}
	}
	return s
}

# Split s on ';' outside strings and parentheses into parts[1..n].
function splitstmts(s, parts,    i, n, c, inq, depth, cur, k) {
	k = 0; cur = ""; inq = 0; depth = 0
	n = length(s)
	for (i = 1; i <= n; i++) {
		c = substr(s, i, 1)
		if (c == "\\" && inq) { cur = cur c substr(s, i + 1, 1); i++; continue }
		if (c == "\"") inq = !inq
		if (!inq && c == "(") depth++
		if (!inq && c == ")" && depth > 0) depth--
		if (c == ";" && !inq && depth == 0) { parts[++k] = cur; cur = ""; continue }
		cur = cur c
	}
	parts[++k] = cur
	return k
}

# The first argument of NAME(arg, ...) or NAME arg, ...: keeps nested parens.
function firstarg(s,    i, n, c, depth, out) {
	s = trim(s)
	if (substr(s, 1, 1) == "(") s = substr(s, 2)
	depth = 0; out = ""
	n = length(s)
	for (i = 1; i <= n; i++) {
		c = substr(s, i, 1)
		if (c == "(") depth++
		else if (c == ")") { if (depth == 0) break; depth-- }
		else if (c == "," && depth == 0) break
		out = out c
	}
	gsub(/[ \t]+/, "", out)
	return out
}

function isentry(w) {
	return w ~ /^(ENTRY|NENTRY|ASENTRY|ENTRY_NP|ENTRY_NB|ALTENTRY|SYSENTRY|SYSENTRY_HIDDEN|ENTRY_P2ALIGN|ENTRY_CHK|ENTRY_ALIGN|SYM_FUNC_START|SYM_FUNC_START_LOCAL|SYM_FUNC_START_NOALIGN|SYM_FUNC_START_LOCAL_NOALIGN|SYM_FUNC_START_WEAK|SYM_FUNC_START_WEAK_NOALIGN|SYM_TYPED_FUNC_START|SYM_FUNC_START_ALIAS|SYM_FUNC_START_LOCAL_ALIAS|PSEUDO|PSEUDO_NOERRNO|PSEUDO_ERRVAL|LEAF|def_fn)$/
}
# Names never taken as return macros: entries, ends, the mnemonics.
function notmacro(n) {
	return isentry(n) || isend(n) || n ~ /^(ret|retq|retl|retw|retn|RET)$/
}
function isend(w) {
	return w ~ /^(END|END_STRONG|END_WEAK|SYSCALL_END|SYSCALL_END_HIDDEN|PSEUDO_END|PSEUDO_END_NOERRNO|PSEUDO_END_ERRVAL|END_CHK|SYM_FUNC_END|SYM_FUNC_END_ALIAS)$/
}

function emit(kind, word, arg, prot) {
	gsub(/\t/, " ", arg)
	gsub(/\t/, " ", word)
	printf "ST\t%d\t%s\t%s\t%s\t%s\t%d\n", curline, ctx, kind, word, arg, prot
	if (kind == "P")
		return
	if (kind == "B") {
		if (prev[ctx] == "END") lblafter[ctx] = 1
		return
	}
	prev[ctx] = (kind == "S" && word ~ /^RETGUARD_END/) ? "END" :
	    (kind == "S" && word ~ /^RETGUARD_RETS(_NOCFI)?$/) ? "RETS" : kind
	lblafter[ctx] = 0
}

# Is the statement before this one (in ctx) a RETGUARD_END?  1 if so,
# 2 if so but a label stands between them (a jump to it skips the END).
function protected_now() {
	if (prev[ctx] != "END") return 0
	return lblafter[ctx] ? 2 : 1
}

function stmt(s,    w, rest, m, lab, a, tw, pfx, ll) {
	s = trim(s)
	# labels, possibly several: foo:  1:  L(x):  SYM (x):  LABEL(x):
	while (match(s, /^([A-Za-z_.$][A-Za-z0-9_.$]*|[0-9]+)[ \t]*(\([^()]*\))?[ \t]*:/) && substr(s, RLENGTH + 1, 1) != ":") {
		ll = RLENGTH
		lab = substr(s, 1, ll - 1)
		lab = trim(lab)
		if (match(lab, /^(SYM|C_SYMBOL_NAME|SYMBOL_NAME|C_LABEL|_C_LABEL|SYMBOL)[ \t]*\(/)) {
			lab = substr(lab, RLENGTH + 1); sub(/\).*/, "", lab); lab = trim(lab)
		} else
			gsub(/[ \t]+/, "", lab)
		# a segment override like %fs: is not at statement start
		emit("B", "", lab, 0)
		s = trim(substr(s, ll + 1))
	}
	if (s == "") return
	w = s; sub(/[ \t(,].*/, "", w)
	rest = trim(substr(s, length(w) + 1))
	tw = w
	# strip instruction prefixes
	pfx = 0
	while (x86 && tolower(tw) ~ /^(rep|repe|repz|repne|repnz|bnd|notrack|lock|data16|ds|cs|_cet_notrack)$/ && rest != "") {
		pfx = 1
		tw = rest; sub(/[ \t(,].*/, "", tw)
		rest = trim(substr(rest, length(tw) + 1))
	}
	if (x86 && tolower(w) ~ /^(rep|repe|repz|bnd|notrack|_cet_notrack)$/ && rest == "" ) {
		emit("P", w, "", 0); return
	}
	# objtool's annotations (Linux ANNOTATE_UNRET_SAFE and the like)
	# label the next instruction and emit no code: RETGUARD_END goes
	# before them, so they stand between it and the return
	if (w ~ /^ANNOTATE_[A-Z_]+$/ && rest == "") {
		emit("P", w, "", 0); return
	}
	if (w ~ /^RETGUARD_/) {
		emit("S", w, rest, 0); return
	}
	if (ctx == "code" && isentry(w)) {
		# newlib's aarch64 .macro def_fn: "def_fn strlen p2align=6"
		if (w == "def_fn") { a = trim(rest); sub(/[ \t,].*/, "", a) }
		else a = firstarg(rest)
		emit("F", w, a, 0); return
	}
	if (ctx == "code" && isend(w)) { emit("E", w, firstarg(rest), 0); return }
	if (ctx == "code" && w == "SOTYPE_FUNCTION") { emit("Y", w, firstarg(rest), 0); return }
	if (ctx != "code" && tolower(w) == ".type" && rest ~ /,[ \t]*["@%#]?(function|STT_FUNC)/)
		definner[ctx] = 1	# a function defined inside the body (PIC thunk)
	if (ctx == "code" && tolower(w) == ".type") {
		a = rest
		if (a ~ /,[ \t]*["@%#]?(function|STT_FUNC|gnu_indirect_function)/) {
			sub(/,.*/, "", a)
			gsub(/[ \t]+/, "", a)	# as labels: FUNCTION (x)
			emit("Y", w, a, 0)
		} else
			emit("D", w, rest, 0)
		return
	}
	if (ctx == "code" && tolower(w) == ".size") {
		a = rest; sub(/,.*/, "", a)
		emit("Z", w, trim(a), 0)
		return
	}
	if (arch == "aarch64" || arch == "riscv64") { if (risc(s, w, rest)) return }
	else if (tw ~ /^(ret|retq|retl|retw|retn|retnq|retnl|RET)$/ && (rest == "" || rest ~ /^\$/ || tw != "RET")) {
		emit("R", s, rest, protected_now()); if (ctx != "code" && !definner[ctx]) defret[ctx] = 1; return
	}
	if (tolower(tw) ~ /^(lret|lretq|lretl|lretw|iret|iretd|iretq|iretw|iretl|sysret|sysretq|sysretl|sysexit|sysexitq|sysexitl|eretu|erets|uiret|rsm)$/) {
		emit("X", s, rest, 0); return
	}
	if ((tw in localret) || ((tw in retmac) && !(tw in localdef))) {
		emit("M", tw, rest, prev[ctx] == "RETS" && !lblafter[ctx] ? 3 :
		    protected_now()); if (ctx != "code" && !definner[ctx]) defret[ctx] = 1; return
	}
	if (x86 && tolower(w) ~ /^\.(byte|dc\.b)$/ && tolower(rest) ~ /(^|[ ,])0xc[23]([ ,]|$)/) {
		emit("H", w, rest, 0); return
	}
	if (x86 && (tolower(tw) ~ /^(jmp|jmpq|jmpl|jmpw|jmp_nospec)$/ || tw == "JMP_NOSPEC")) {
		emit("J", tw, rest, protected_now()); return
	}
	if (x86 && tolower(tw) ~ /^(j[a-z]+|loop[a-z]*|xbegin)$/) {
		emit("K", tw, rest, 0); return
	}
	if (w ~ /^\./) { emit("D", w, rest, 0); return }
	emit("O", w, rest, 0)
}

# aarch64 and riscv64: returns, far returns and jumps.  1 if s was one.
function risc(s, w, rest,    lw, r) {
	lw = tolower(w); r = tolower(rest); gsub(/[ \t]/, "", r)
	if (arch == "aarch64") {
		if (lw == "ret" && (r == "" || r == "x30" || r == "lr")) return ret_(s, rest)
		if (lw ~ /^(eret|eretaa|eretab)$/) { emit("X", s, rest, 0); return 1 }
		if (lw ~ /^(b|br|ret)$/) { emit("J", w, rest, protected_now()); return 1 }
		if (lw ~ /^(b\.[a-z]+|b(eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)|cbn?z|tbn?z)$/) { emit("K", w, rest, 0); return 1 }
		return 0
	}
	if (lw == "ret" || lw == "c.jr" && r ~ /^(ra|x1)$/ || lw == "jr" && r ~ /^(ra|x1|0\((ra|x1)\))$/ ||
	    lw == "jalr" && r ~ /^(x0|zero),((ra|x1),0|0\((ra|x1)\))$/) return ret_(s, rest)
	if (lw ~ /^(mret|sret|uret|dret)$/) { emit("X", s, rest, 0); return 1 }
	if (lw ~ /^(j|jr|c\.j|c\.jr|tail)$/ || lw == "jalr" && r ~ /^(x0|zero),/) { emit("J", w, rest, protected_now()); return 1 }
	if (lw ~ /^(beq|bne|blt|bge|bltu|bgeu|beqz|bnez|blez|bgez|bltz|bgtz|bgt|ble|bgtu|bleu|c\.beqz|c\.bnez)$/) { emit("K", w, rest, 0); return 1 }
	return 0
}
function ret_(s, rest) {
	emit("R", s, rest, protected_now()); if (ctx != "code" && !definner[ctx]) defret[ctx] = 1
	return 1
}

BEGIN {
	ctx = "code"
	if (arch == "") arch = "amd64"
	x86 = arch == "amd64" || arch == "i386"
	if (retmacros != "") {
		while ((getline l < retmacros) > 0) {
			l = trim(l)
			if (l != "") retmac[l] = 1
		}
		close(retmacros)
	}
	ncmt = 0
}

{
	cmttext = ""
	line = strip($0)
	if (cmttext ~ /RETGUARD_/) ncmt += gsub(/RETGUARD_/, "", cmttext)
	cmttext = ""
	if (pending != "") {
		line = pending "\036" line
	} else
		startline = FNR
	if (line ~ /\\[ \t]*$/) {
		sub(/\\[ \t]*$/, "", line)
		pending = line
		if (pending == "") pending = " "
		next
	}
	pending = ""
	curline = startline
	seenbreaks = 0
	if (macroname == "" && line ~ /^[ \t]*#[ \t]*[a-z0-9]/) {
		d = line; sub(/^[ \t]*#[ \t]*/, "", d)
		dw = d; sub(/[^a-z0-9_].*/, "", dw)
		if (dw == "define") {
			d = trim(substr(d, 7))
			name = d; sub(/[^A-Za-z0-9_].*/, "", name)
			body = substr(d, length(name) + 1)
			if (body ~ /^\(/) sub(/^\([^)]*\)/, "", body)
			saved = ctx
			ctx = "define:" name
			prev[ctx] = ""
			defret[ctx] = 0; definner[ctx] = 0
			n = splitstmts(body, parts)
			for (k = 1; k <= n; k++) stmt(lineof(parts[k]))
			localdef[name] = 1
			if (defret[ctx] && !notmacro(name)) { localret[name] = 1; print "RMAC\t" name }
			else delete localret[name]
			ctx = saved
		}
		next
	}
	if (arch != "aarch64") line = cuthash(line)
	n = splitstmts(line, parts)
	for (k = 1; k <= n; k++) {
		s = trim(lineof(parts[k]))
		lw = tolower(s); sub(/[ \t].*/, "", lw)
		if (lw == ".macro") {
			name = trim(substr(s, 7)); sub(/[ \t,].*/, "", name)
			macroname = name
			ctx = "macro:" name
			prev[ctx] = ""; defret[ctx] = 0; definner[ctx] = 0
			continue
		}
		if (lw == ".endm" && macroname != "") {
			localdef[macroname] = 1
			if (defret[ctx] && !notmacro(macroname)) { localret[macroname] = 1; print "RMAC\t" macroname }
			macroname = ""
			ctx = "code"
			continue
		}
		stmt(s)
	}
}

END {
	printf "CMT\t%d\n", ncmt
}
