// The plugin boundary is declared in include/navlayout_plugin.h; this file only gives the C
// module the translation unit SwiftPM needs.
#include "navlayout_plugin.h"
