# rgpp.mk: convert assembly on its way to the assembler (GNU make).
#
# foo.rg.S is made from foo.S by rgpp: foo.S with RETGUARD_START and
# RETGUARD_END inserted.  It is assembled with the macros of
# <machine/asm.h> from rgpp's include directory (RGPP_CFLAGS), and
# RETGUARD = no leaves _RET_PROTECTOR undefined: the macros expand to
# nothing and the objects are the unprotected ones, byte for byte.
#
# With plain GNU make:
#
#	include $(shell pkg-config --variable=macrodir rgpp)/rgpp.mk
#	RGPPFLAGS = --arch=amd64	# rgpp's options
#	RGPP_INCLUDES = -Iinclude	# what the sources #include needs
#	RETGUARD = yes			# or no
#	prog: main.o foo.o		# foo.o from foo.S through foo.rg.S
#
# With Automake, RGPP_INIT of rgpp.m4 in configure.ac sets RGPP,
# RGPPFLAGS and RGPP_CPPFLAGS and substitutes this file for @RGPP_MK@;
# list the converted sources, and compile them the Automake way:
#
#	RGPP_OBJECT_RULE = no
#	@RGPP_MK@
#	nodist_libfoo_a_SOURCES = foo.rg.S
#	EXTRA_DIST = foo.S
#	AM_CPPFLAGS = $(RGPP_INCLUDES) $(RGPP_CPPFLAGS)
#	CLEANFILES = foo.rg.S
#	clean-local: rgpp-clean
#
# foo.rg.S is written in the build directory, so that a VPATH build
# leaves the sources alone: give RGPP_INCLUDES (and the assembler) a -I
# for the directory of foo.S when foo.S includes headers of its own.
#
# Dependencies: rgpp learns the project's entry, end and return macros
# from the headers foo.S includes, so foo.rg.S depends on them.  Each
# conversion lists the headers rgpp read (rgpp -MF, in every #if
# branch) in a file under $(RGPP_DEPDIR), which this file includes:
# when a header changes, foo.rg.S is made again, and foo.o with it.
# The %.o rule has $(CC) list what foo.o's assembly reads (-MD) beside
# it; with Automake, Automake's own dependency tracking does that.
#
# Variables (set them before including this file, or on the command
# line; each has a default):
#	RGPP		the converter: rgpp.pc's, else rgpp in PATH
#	RGPPFLAGS	options for rgpp (--arch=..., --entry-macro=...)
#	RGPP_INCLUDES	-I options, for rgpp and for the assembler
#	RETGUARD	yes (protect) or no
#	RGPP_CFLAGS	-I of <machine/asm.h>: pkg-config --cflags rgpp
#	RGPP_CPPFLAGS	RGPP_CFLAGS and, with RETGUARD = yes, -D_RET_PROTECTOR
#	RGPP_DEPDIR	where the header lists go: .rgpp-deps
#	RGPP_OBJECT_RULE no: do not define the %.o: %.S rule (Automake)

# Included before any target of its own, this file keeps the default
# goal the makefile's.
rgpp_default_goal := $(.DEFAULT_GOAL)

RGPP_PKG_CONFIG	?= pkg-config
ifndef RGPP
RGPP		:= $(firstword $(shell $(RGPP_PKG_CONFIG) --variable=rgpp rgpp \
		    2>/dev/null) rgpp)
endif
RGPPFLAGS	?=
RGPP_INCLUDES	?=
RETGUARD	?= yes
ifndef RGPP_CFLAGS
RGPP_CFLAGS	:= $(shell $(RGPP_PKG_CONFIG) --cflags rgpp 2>/dev/null)
endif
RGPP_CPPFLAGS	?= $(RGPP_CFLAGS) $(if $(filter yes,$(RETGUARD)),-D_RET_PROTECTOR)
RGPP_DEPDIR	?= .rgpp-deps
RGPP_OBJECT_RULE ?= yes

# The file that lists what $(1) depends on.
rgpp_depfile = $(RGPP_DEPDIR)/$(subst /,_,$(1)).d

%.rg.S: %.S
	@mkdir -p $(@D) $(RGPP_DEPDIR)
	$(AM_V_GEN)$(RGPP) -q $(RGPP_INCLUDES) $(RGPPFLAGS) \
	    -MF $(call rgpp_depfile,$@) -MP -o $@ $<
.PRECIOUS: %.rg.S

ifneq ($(RGPP_OBJECT_RULE),no)
%.o: %.S
	@mkdir -p $(@D) $(RGPP_DEPDIR)
	$(RGPP) -q $(RGPP_INCLUDES) $(RGPPFLAGS) \
	    -MF $(call rgpp_depfile,$*.rg.S) -MP -MT $*.rg.S -MT $@ \
	    -o $*.rg.S $<
	$(CC) $(CPPFLAGS) $(RGPP_INCLUDES) $(RGPP_CPPFLAGS) $(ASFLAGS) \
	    -MD -MP -MF $(call rgpp_depfile,$@) -c -o $@ $*.rg.S
endif

# Remove the header lists (Automake: clean-local: rgpp-clean).
rgpp-clean:
	rm -rf $(RGPP_DEPDIR)
.PHONY: rgpp-clean

-include $(wildcard $(RGPP_DEPDIR)/*.d)

.DEFAULT_GOAL := $(rgpp_default_goal)
