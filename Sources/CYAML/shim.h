#ifndef BRIDGELINT_CYAML_SHIM_H
#define BRIDGELINT_CYAML_SHIM_H
#include <yaml.h>
#endif
