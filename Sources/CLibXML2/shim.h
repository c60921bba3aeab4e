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
#include <libxml/tree.h>
#include <libxml/HTMLtree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

// libxml2 reports some XPath problems (an unregistered function) through its generic error
// handler, which prints to stderr and is variadic, so Swift cannot name one: this switches it
// off for the calling thread (libxml2 keeps the handler per thread).
static void bridgelint_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void bridgelint_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, bridgelint_ignore_generic_error);
}

// Whether an XPath context knows a function (`xmlXPathFunctionLookupNS`, whose function
// pointer result Swift does not import).
static inline int bridgelint_xpath_has_function(xmlXPathContextPtr context, const xmlChar *name, const xmlChar *uri) {
    return xmlXPathFunctionLookupNS(context, name, uri) != NULL;
}

// Frees what libxml2 allocated (`xmlFree` is a mutable global, which Swift 6 will not read).
static inline void bridgelint_xml_free(void *pointer) {
    xmlFree(pointer);
}

#endif
