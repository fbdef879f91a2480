# check.awk: compare scan.awk records of one input and of rgpp's output
# with rgpp's diagnostics, and print per-file counts and problems.
#
# Usage: awk -f check.awk -v corpus=C -v path=P -v arch=A -v rc=N \
#            -v rc2=N -v idem=0|1 -v textsame=0|1 IN.rec OUT.rec DIAG
#
# Prints one line
#   FILE corpus path arch rc rc2 idem  then name=value counts
# and any number of lines
#   PROB corpus path class line detail
# See corpus.sh for what each count means.

function fname_match(i, dname, dline, pass) {
	if (pass == 1) return dline == fline[i]
	if (pass == 2) return dname == fname[i]
	# rgpp cuts ENTRY(A(b, c)) at the comma: accept that prefix
	return dname ~ /\(/ && index(fname[i], dname) == 1
}

# Is s an entry-area statement that may stand before RETGUARD_START?
function preamble(kind, word) {
	if (kind == "D" || kind == "B" || kind == "Y" || kind == "Z") return 1
	if (kind == "O" && word ~ /^(endbr64|endbr32|_CET_ENDBR|ENDBR|CET_ENDBR|bti|BTI_C|BTI_J|BTI_JC|hint|WEAK|ANNOTATE_NOENDBR|UNWIND_HINT.*|CALL_MCOUNT|cfi_.*|CFI_.*|ASM_SIZE_DIRECTIVE|ALIGN|ALIGNARG|SYM_L_.*|_ASM_NOKPROBE|EXPORT_SYMBOL.*|ENDPROC|ANNOTATE_.*)$/) return 1
	return 0
}

# Is the body of macro w a function that rgpp left alone, with a
# warning inside the body's lines (a "not protected" at its entry)?
function body_alone(w,    k) {
	if (!(w in bmin)) return 0
	for (k = 1; k <= nfd; k++)
		if (fdline[k] >= bmin[w] && fdline[k] <= bmax[w]) return 1
	return 0
}

# Did rgpp protect every return of the body of macro w in its output
# (a function in a #define or .macro body, converted there)?
function body_prot(w) {
	return (w in bodyret_n) && bodyret_p[w] == bodyret_n[w]
}

# Or is every return of the body a use of such a macro: Linux's arm64
# #define HYPERCALL2 HYPERCALL_SIMPLE, a function converted in its body?
function body_prot_via(w, depth,    n, k, a, b) {
	if (body_prot(w)) return 1
	if (depth >= 4 || !(w in bodyuses)) return 0
	n = split(bodyuses[w], a, " ")
	if (n == 0 || split(bodyretl[w], b, " ") != n) return 0
	for (k = 1; k <= n; k++) if (!body_prot_via(a[k], depth + 1)) return 0
	return 1
}

# Did rgpp report (-Wmacro-ret etc.) a return in the body of macro w, or
# of a macro that w's body uses?
function macro_reported(w, depth,    n, k, a) {
	n = split(bodyretl[w], a, " ")
	for (k = 1; k <= n; k++) if ((a[k] + 0) in dretline) return 1
	if (depth >= 4) return 0
	n = split(bodyuses[w], a, " ")
	for (k = 1; k <= n; k++) if (macro_reported(a[k], depth + 1)) return 1
	return 0
}

function prob(class, line, detail) {
	gsub(/\t/, " ", detail)
	printf "PROB\t%s\t%s\t%s\t%d\t%s\n", corpus, path, class, line, detail
	nprob++
}

BEGIN { FS = "\t" }

FILENAME == ARGV[1] && $1 == "ST" {
	ni++
	iline[ni] = $2; ictx[ni] = $3; ikind[ni] = $4; iword[ni] = $5
	iarg[ni] = $6; iprot[ni] = $7
	if ($3 == "code" && $4 == "Y") ityped[$6] = 1
	if ($4 == "S") in_rg[$5]++
	if ($3 != "code") {
		bn = $3; sub(/^[a-z]+:/, "", bn)
		if (!(bn in bmin) || $2 + 0 < bmin[bn]) bmin[bn] = $2 + 0
		if ($2 + 0 > bmax[bn]) bmax[bn] = $2 + 0
	}
	if ($3 != "code" && ($4 == "R" || $4 == "M")) {
		mn = $3; sub(/^[a-z]+:/, "", mn)
		bodyretl[mn] = bodyretl[mn] " " $2
		if ($4 == "M") bodyuses[mn] = bodyuses[mn] " " $5
	}
	next
}
FILENAME == ARGV[1] && $1 == "CMT" { incmt = $2; next }
FILENAME == ARGV[2] && $1 == "ST" {
	no++
	oline[no] = $2; octx[no] = $3; okind[no] = $4; oword[no] = $5
	oarg[no] = $6; oprot[no] = $7
	if ($3 == "code" && $4 == "Y") otyped[$6] = 1
	if ($4 == "S") out_rg[$5]++
	if ($3 != "code" && $4 == "S" && $5 ~ /^RETGUARD_START/) {
		bn = $3; sub(/^[a-z]+:/, "", bn)
		bodystart[bn] = 1
	}
	next
}
FILENAME == ARGV[2] && $1 == "CMT" { outcmt = $2; next }
FILENAME == ARGV[3] {
	# file:line:col: level: message [-Wname]
	line = $0
	if (!match(line, /:[0-9]+:[0-9]+: (error|warning|note): /)) {
		if (line ~ /: (error|warning|note): /) {
			if (line ~ /: error: /) { nerr++; if (firsterr == "") firsterr = line }
		} else if (line != "") { nerr++; if (firsterr == "") firsterr = line }
		next
	}
	pos = substr(line, RSTART + 1, RLENGTH - 1)
	split(pos, pp, ":")
	dl = pp[1] + 0
	lvl = pp[3]; sub(/^ /, "", lvl)
	msg = substr(line, RSTART + RLENGTH)
	w = ""
	if (match(msg, / \[-W[a-z-]+\]$/)) {
		w = substr(msg, RSTART + 4, RLENGTH - 5)
		msg = substr(msg, 1, RSTART - 1)
	}
	nd++
	dline[nd] = dl; dlvl[nd] = lvl; dw[nd] = w; dmsg[nd] = msg
	if (lvl == "error") { nerr++; if (firsterr == "") firsterr = line }
	else if (lvl == "warning") nwarn++
	else nnote++
	wcount[w]++
	dname[nd] = ""
	if (match(msg, / not protected: /)) {
		dname[nd] = substr(msg, 1, RSTART - 1); dkind[nd] = "func"
		nfd++; fdline[nfd] = dl
		if (match(msg, /at the return at line [0-9]+/)) {
			dretline[substr(msg, RSTART + 23, RLENGTH - 23) + 0] = w
		}
	} else if (match(msg, / never returns/)) {
		dname[nd] = substr(msg, 1, RSTART - 1); dkind[nd] = "noret"
	} else if (w == "stray-ret" || w == "hidden-ret" || w == "macro-ret" || w == "jump-ret" || w == "not-a-return") {
		dkind[nd] = "ret"; dretline[dl] = w
	} else dkind[nd] = "other"
	next
}

END {
	# ---- functions of the input: entries and extents
	nf = 0
	for (i = 1; i <= ni; i++) {
		if (ictx[i] != "code") continue
		if (ikind[i] == "F" || (ikind[i] == "B" && (iarg[i] in ityped) && !(iarg[i] in hasF))) {
			if (ikind[i] == "F") hasF[iarg[i]] = 1
			if (ikind[i] == "B" && (iarg[i] in seenentry)) continue
			seenentry[iarg[i]] = 1
			nf++; fname[nf] = iarg[i]; fline[nf] = iline[i]; fidx[nf] = i
			fend[nf] = 0
		}
	}
	# extents: open = entry seen, not yet ended
	open = 0
	for (i = 1; i <= ni; i++) {
		if (ictx[i] != "code") { infunc[i] = 0; continue }
		for (f = 1; f <= nf; f++) if (fidx[f] == i) { open = f; break }
		infunc[i] = open
		if ((ikind[i] == "E" || ikind[i] == "Z") && open > 0 && (iarg[i] == fname[open] || ikind[i] == "E"))
			open = 0
	}
	# ---- function-level diagnostics
	for (f = 1; f <= nf; f++) { falone[f] = ""; fnoret[f] = 0 }
	for (d = 1; d <= nd; d++) {
		if (dkind[d] != "func" && dkind[d] != "noret") continue
		hit = 0
		for (pass = 1; pass <= 3 && !hit; pass++)
		for (f = 1; f <= nf; f++)
			if (fname_match(f, dname[d], dline[d], pass)) {
				if (dkind[d] == "func" && falone[f] == "") falone[f] = dw[d]
				if (dkind[d] == "noret") fnoret[f] = 1
				hit = 1; break
			}
		if (!hit && dkind[d] == "func") nfuncdiag_unmatched++
	}
	if (failed == "1")
		for (f = 1; f <= nf; f++) falone[f] = "file-error"
	# ---- functions in the output: same order of entries
	nof = 0
	for (i = 1; i <= no; i++) {
		if (octx[i] != "code") continue
		if (okind[i] == "F" || (okind[i] == "B" && (oarg[i] in otyped) && !(oarg[i] in ohasF) && !(oarg[i] in oseen))) {
			if (okind[i] == "F") ohasF[oarg[i]] = 1
			oseen[oarg[i]] = 1
			nof++; ofidx[nof] = i
		}
	}
	if (nof != nf)
		prob("entries-changed", 0, "input has " nf " function entries, output " nof)
	fprot = 0; falonen = 0; fnoretn = 0; fsilent = 0
	for (f = 1; f <= nf && f <= nof; f++) {
		start = 0; labels = ""; firstother = 0
		for (i = ofidx[f] + 1; i <= no; i++) {
			if (octx[i] != "code") continue
			if (okind[i] == "S" && oword[i] ~ /^RETGUARD_START/) { start = i; break }
			if (okind[i] == "S" && oword[i] ~ /^RETGUARD_SKIP/) continue
			if (okind[i] == "B") { labels = labels " " oarg[i]; continue }
			if (preamble(okind[i], oword[i])) continue
			firstother = i
			break
		}
		isprot[f] = start > 0
		if (start > 0) {
			fprot++
			if (labels != "" && labels != " " fname[f])
				prob("label-before-start", oline[start], fname[f] ": label(s)" labels " between the entry and RETGUARD_START")
			# jumps back to the entry or to labels before START
			split(trim(labels), lb, " ")
			for (i = start + 1; i <= no; i++) {
				if (octx[i] != "code") continue
				if ((okind[i] == "F" || okind[i] == "E") && i != ofidx[f]) break
				if (okind[i] == "J" || okind[i] == "K") {
					t = oarg[i]; gsub(/[ \t]/, "", t)
					if (t == fname[f]) prob("start-in-loop", oline[i], fname[f] ": jump to the entry at line " oline[i] " runs RETGUARD_START again")
					for (k in lb) if (lb[k] != "" && t == lb[k]) prob("start-in-loop", oline[i], fname[f] ": jump to " t " (before RETGUARD_START) at line " oline[i])
				}
			}
			if (falone[f] != "")
				prob("protected-and-warned", fline[f], fname[f] " got RETGUARD_START but also -W" falone[f])
		} else {
			# a START later in the body, not at the entry?
			for (i = ofidx[f] + 1; i <= no; i++) {
				if (octx[i] != "code") continue
				if (okind[i] == "F" || okind[i] == "E") break
				if (okind[i] == "S" && oword[i] ~ /^RETGUARD_START/) {
					prob("start-not-at-entry", oline[i], fname[f] ": RETGUARD_START at line " oline[i] ", not right after the entry (first statement: " oword[firstother] " at line " oline[firstother] ")")
					break
				}
			}
			if (falone[f] != "") { falonen++; freason[falone[f]]++ }
			else if (fnoret[f]) fnoretn++
			else fsilent_f[f] = 1
		}
	}
	# ---- returns in #define and .macro bodies, paired by order: which
	# bodies had every return protected (functions converted there)
	di = 0; dout = 0
	for (i = 1; i <= ni; i++) if (ictx[i] != "code" && (ikind[i] == "R" || ikind[i] == "M")) { di++; din[di] = i }
	for (i = 1; i <= no; i++) if (octx[i] != "code" && (okind[i] == "R" || okind[i] == "M")) { dout++; dou[dout] = i }
	for (k = 1; k <= di; k++) {
		mname = ictx[din[k]]; sub(/^(define|macro):/, "", mname)
		bodyret_n[mname]++
		if (k <= dout && oprot[dou[k]]) bodyret_p[mname]++
	}
	# ---- returns in code: pair input and output by order
	ri = 0; ro = 0
	for (i = 1; i <= ni; i++) if (ictx[i] == "code" && (ikind[i] == "R" || ikind[i] == "M")) { ri++; rin[ri] = i }
	for (i = 1; i <= no; i++) if (octx[i] == "code" && (okind[i] == "R" || okind[i] == "M")) { ro++; rout[ro] = i }
	if (ri != ro) prob("returns-changed", 0, "input has " ri " returns, output " ro)
	rets = 0; rprot = 0; ralone = 0; rsilent = 0; runsafe = 0; mrets = 0
	for (k = 1; k <= ri; k++) {
		i = rin[k]; rets++
		if (ikind[i] == "M") { mrets++; useall[iword[i]]++ }
		f = infunc[i]
		p = (k <= ro) ? oprot[rout[k]] : 0
		if (p == 1) { rprot++; if (ikind[i] == "M") mprot++; continue }
		if (p == 2) { rprot++; prob("label-between-end-and-ret", iline[i], "a label stands between RETGUARD_END and the return: jumps to it skip RETGUARD_END"); continue }
		# RETGUARD_RETS before the use of a header's .macro: its rets
		# are RETGUARD_END and ret up to the RETGUARD_RETS_END after it
		if (p == 3) {
			for (j = rout[k] + 1; j <= no && octx[j] != "code"; j++)
				;
			if (j <= no && okind[j] == "S" && oword[j] == "RETGUARD_RETS_END" && f > 0 && isprot[f]) { rprot++; mprot++; continue }
			runsafe++; usebad[iword[i]] = 1
			prob("unsafe-macro-return", iline[i], "RETGUARD_RETS before macro " iword[i] " at line " iline[i] (f > 0 && isprot[f] ? " is not followed by RETGUARD_RETS_END" : " in a function without RETGUARD_START"))
			continue
		}
		# a macro that returns from the function using it, whose body
		# rgpp gave RETGUARD_END (no START: not a function of its own):
		# protected where the function has RETGUARD_START and every
		# return of the body has its END; anywhere else those ENDs run
		# without a START
		w = iword[i]
		if (ikind[i] == "M" && bodyret_p[w] > 0 && !(w in bodystart)) {
			if (f > 0 && isprot[f] && body_prot(w)) { rprot++; mprot++; continue }
			runsafe++; usebad[w] = 1
			if (f > 0 && isprot[f])
				prob("unsafe-macro-return", iline[i], fname[f] " returns through macro " w " at line " iline[i] ", whose body has RETGUARD_END before only " bodyret_p[w] " of its " bodyret_n[w] " returns")
			else
				prob("unsafe-macro-return", iline[i], (f > 0 ? fname[f] " has no RETGUARD_START but" : "code outside any function") " uses macro " w " at line " iline[i] ", whose body has RETGUARD_END before its returns")
			continue
		}
		if (failed == "1") { ralone++; rreason["file-error"]++; continue }
		if ((iline[i] in dretline) && f > 0 && isprot[f] && dretline[iline[i]] !~ /^(jump-ret|not-a-return)$/) {
			runsafe++; usebad[iword[i]] = 1
			prob("unsafe-reported-return", iline[i], fname[f] " has RETGUARD_START but its '" iword[i] "' at line " iline[i] " is unprotected (reported as -W" dretline[iline[i]] ")")
			continue
		}
		if (iline[i] in dretline) { ralone++; rreason[dretline[iline[i]]]++; continue }
		if (f > 0 && falone[f] != "") { ralone++; rreason["(function) " falone[f]]++; continue }
		# a macro whose body is a whole function: it returns from that
		# function, protected or left alone (with a warning) there
		if (ikind[i] == "M" && f == 0 && body_prot_via(iword[i], 0)) { rprot++; mprot++; continue }
		if (ikind[i] == "M" && f == 0 && body_alone(iword[i])) { ralone++; rreason["(function in the macro's body)"]++; continue }
		if (ikind[i] == "M" && macro_reported(iword[i], 0)) {
			if (f > 0 && isprot[f]) {
				runsafe++; usebad[iword[i]] = 1
				prob("unsafe-macro-return", iline[i], fname[f] " has RETGUARD_START but its return through macro " iword[i] " at line " iline[i] " is unprotected (reported only at the macro's definition, -Wmacro-ret)")
			} else {
				ralone++; rreason["macro-ret(definition)"]++
				if (f > 0 && fnoret[f])
					prob("noreturn-but-returns", iline[i], fname[f] ": rgpp says it never returns, but it returns through macro " iword[i] " at line " iline[i] " (whose return rgpp reported at its definition)")
			}
			continue
		}
		usebad[iword[i]] = 1
		what = ikind[i] == "M" ? "return through macro " iword[i] : "'" iword[i] "'"
		if (f > 0 && isprot[f]) {
			runsafe++
			prob(ikind[i] == "M" ? "unsafe-macro-return" : "unsafe-return", iline[i], fname[f] " has RETGUARD_START but its " what " at line " iline[i] " has no RETGUARD_END and no diagnostic")
		} else {
			rsilent++
			if (f > 0 && fnoret[f])
				prob("noreturn-but-returns", iline[i], fname[f] ": rgpp says it never returns, but " what " at line " iline[i])
			else if (f > 0)
				prob(ikind[i] == "M" ? "silent-macro-return" : "silent-return", iline[i], fname[f] ": " what " at line " iline[i] " neither protected nor reported")
			else
				prob(ikind[i] == "M" ? "silent-macro-return" : "silent-return", iline[i], "(outside any function) " what " at line " iline[i] " neither protected nor reported")
		}
	}
	# functions with no return and no diagnostic: only a problem when
	# they had a return (counted above); else they count as "no return"
	for (f = 1; f <= nf; f++) if (fsilent_f[f]) {
		hasret = 0
		for (k = 1; k <= ri; k++) if (infunc[rin[k]] == f) hasret = 1
		if (hasret) fsilent++
		else fnoretn++
	}
	# ---- returns in #define and .macro bodies (din, dou: above)
	bodyrets = di; bodyprot = 0; bodyalone = 0; bodysilent = 0
	# a return macro (RETURN1 = ret) is converted at its uses: count
	# the uses of each name in the output's code, and those protected
	for (i = 1; i <= no; i++) if (octx[i] == "code" && okind[i] == "M") {
		retuses[oword[i]]++
		if (oprot[i]) retuseprot[oword[i]]++
	}
	for (k = 1; k <= di; k++) {
		i = din[k]
		p = (k <= dout) ? oprot[dou[k]] : 0
		mname = ictx[i]; sub(/^(define|macro):/, "", mname)
		if (p || failed == "1") bodyprot++
		else if (retuses[mname] > 0 && retuseprot[mname] == retuses[mname]) bodyprot++
		else if (iline[i] in dretline) bodyalone++
		# a return macro's body is no return site: its uses are, and
		# each is protected or reported (counted with the returns)
		else if (useall[mname] > 0 && !(mname in usebad)) bodyalone++
		else if (body_alone(mname)) bodyalone++
		else if (ikind[i] == "M" && macro_reported(iword[i], 0)) bodyalone++
		else if (ikind[i] == "M" && body_prot_via(iword[i], 0)) bodyprot++
		else {
			bodysilent++
			prob("silent-body-return", iline[i], "return in " ictx[i] " body at line " iline[i] " neither converted nor reported")
		}
	}
	# ---- output extents: RETGUARD_END outside every function, and
	# functions with RETGUARD_START but no RETGUARD_END in their extent
	oopen = 0
	for (i = 1; i <= no; i++) {
		if (octx[i] != "code") continue
		for (f = 1; f <= nof; f++) if (ofidx[f] == i) { oopen = f; break }
		if (okind[i] == "S" && oword[i] ~ /^RETGUARD_RETS(_NOCFI)?$/ && oopen > 0)
			nendin[oopen]++
		if (okind[i] == "S" && oword[i] ~ /^RETGUARD_END/) {
			if (oopen == 0)
				prob("end-outside-function", oline[i], "RETGUARD_END at output line " oline[i] " lies outside every function (ENTRY..END)")
			else nendin[oopen]++
		}
		# a use of a macro whose body has the RETGUARD_END
		if (okind[i] == "M" && oopen > 0 && bodyret_p[oword[i]] > 0 &&
		    !(oword[i] in bodystart))
			nendin[oopen]++
		if ((okind[i] == "E" || okind[i] == "Z") && oopen > 0 && (oarg[i] == fname[oopen] || okind[i] == "E"))
			oopen = 0
	}
	for (f = 1; f <= nf && f <= nof; f++)
		if (isprot[f] && !nendin[f])
			prob("start-without-end", fline[f], fname[f] " got RETGUARD_START but no RETGUARD_END before its end")
	# ---- RETGUARD_END placement and tail jumps
	tails = 0
	for (i = 1; i <= no; i++) {
		if (okind[i] == "J" && oprot[i]) tails++
		if (okind[i] != "S" || oword[i] !~ /^RETGUARD_END/) continue
		nx = 0
		for (j = i + 1; j <= no; j++) {
			if (octx[j] != octx[i]) continue
			if (okind[j] == "P" || okind[j] == "B") continue
			nx = j; break
		}
		if (nx == 0 || (okind[nx] != "R" && okind[nx] != "M" && okind[nx] != "J"))
			prob("end-misplaced", oline[i], "RETGUARD_END at output line " oline[i] " is followed by " (nx ? okind[nx] " " oword[nx] " " oarg[nx] : "nothing") ", not a return or jump")
	}
	if (outcmt + 0 > incmt + 0) prob("rg-in-comment", 0, (outcmt - incmt) " RETGUARD_ word(s) added inside comments")
	if (textsame == "0") prob("text-changed", 0, "output differs from input by more than RETGUARD_ lines and moved labels")
	if (nfuncdiag_unmatched) prob("diag-unmatched", 0, nfuncdiag_unmatched " function warnings name no function the checker found")
	starts = 0; ends = 0; skips = 0
	for (k in out_rg) {
		n = out_rg[k] - in_rg[k]
		if (k ~ /^RETGUARD_START/) starts += n
		else if (k ~ /^RETGUARD_END/) ends += n
		else skips += n
	}
	farret = 0; hidden = 0
	for (i = 1; i <= ni; i++) {
		if (ikind[i] == "X") farret++
		if (ikind[i] == "H") hidden++
	}
	reasons = ""
	for (r in freason) reasons = reasons "|f:" r "=" freason[r]
	for (r in rreason) reasons = reasons "|r:" r "=" rreason[r]
	gsub(/ /, "_", reasons)
	printf "FILE\t%s\t%s\t%s\t%s\t%s\t%s\tfuncs=%d fprot=%d falone=%d fnoret=%d fsilent=%d rets=%d mrets=%d rprot=%d ralone=%d rsilent=%d runsafe=%d bodyrets=%d bodyprot=%d bodyalone=%d bodysilent=%d tails=%d starts=%d ends=%d skips=%d far=%d hidden=%d errors=%d warnings=%d notes=%d probs=%d reasons=%s\n", corpus, path, arch, rc, rc2, idem, nf, fprot, falonen, fnoretn, fsilent, rets, mrets, rprot, ralone, rsilent, runsafe, bodyrets, bodyprot, bodyalone, bodysilent, tails, starts, ends, skips, farret, hidden, nerr, nwarn, nnote, nprob, reasons
	if (firsterr != "") printf "FIRSTERR\t%s\t%s\t%s\n", corpus, path, firsterr
}

function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
