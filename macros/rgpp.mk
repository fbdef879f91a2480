# rgpp.mk: convert assembly on its way to the assembler (GNU make).
#
#	include $(shell pkg-config --variable=macrodir rgpp)/rgpp.mk
#	RETGUARD = yes			# or no: the unprotected objects
#
# Every foo.o made from a foo.S goes through foo.rg.S, which is foo.S
# with RETGUARD_START/RETGUARD_END inserted; it is assembled with the macros of <machine/asm.h> from rgpp's include
# directory.  With RETGUARD = no the macros expand to nothing and the
# objects are the unprotected ones, byte for byte.  rgpp reads the
# headers foo.S includes (RGPPFLAGS takes -I like the assembler does),
# so list them as prerequisites if they define entry or return macros.

RGPP		?= rgpp
RGPPFLAGS	?=
RETGUARD	?= yes
RGPP_CFLAGS	?= $(shell pkg-config --cflags rgpp 2>/dev/null)
ifeq ($(RETGUARD),yes)
RGPP_CPPFLAGS	:= $(RGPP_CFLAGS) -D_RET_PROTECTOR
else
RGPP_CPPFLAGS	:= $(RGPP_CFLAGS)
endif

%.rg.S: %.S
	$(RGPP) -q $(RGPPFLAGS) -o $@ $<

%.o: %.S
	$(RGPP) -q $(RGPPFLAGS) -o $*.rg.S $<
	$(CC) $(CPPFLAGS) $(RGPP_CPPFLAGS) $(ASFLAGS) -c -o $@ $*.rg.S
