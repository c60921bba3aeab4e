#ifndef BRIDGELINT_CLIBXML2_SHIM_H
#define BRIDGELINT_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU. Importing its ICU-dependent headers next to Foundation gives
// Swift two different `UErrorCode` enums and a clean build fails, so ICU is switched off before
// any other libxml2 header is read. We never use libxml2's ICU features.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/xmlerror.h>

#endif
