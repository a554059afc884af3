// The C boundary of a navlayout layout plugin (SPEC §9).
//
// A plugin exports one function, `navlayout_plugin`, that returns a pointer to a descriptor
// which stays valid for the life of the process. The host reads `abi_version` first, as plain
// C, and compares it with its own: only when they match does it touch the other fields, which
// carry Swift values. The ABI version changes with the SDK's interface and with the Swift
// compiler that built it: Swift has no stable ABI between compilers on Linux, so a plugin must
// be built with exactly the toolchain that built the daemon.
#ifndef NAVLAYOUT_PLUGIN_H
#define NAVLAYOUT_PLUGIN_H

#include <stdint.h>

/// The name of the entry point every plugin exports.
#define NAVLAYOUT_PLUGIN_ENTRY_NAME "navlayout_plugin"

typedef struct navlayout_plugin_descriptor {
    /// The SDK ABI the plugin was built against, toolchain folded in; read before anything else.
    uint32_t abi_version;
    /// sizeof(navlayout_plugin_descriptor) as the plugin saw it.
    uint32_t descriptor_size;
    /// The plugin's name, NUL-terminated UTF-8.
    const char *name;
    /// The plugin's version, NUL-terminated UTF-8.
    const char *version;
    /// An unmanaged Swift object that makes the plugin's delegate; only valid when
    /// `abi_version` matches the host's.
    const void *factory;
} navlayout_plugin_descriptor;

/// The type of the entry point.
typedef const navlayout_plugin_descriptor *(*navlayout_plugin_entry)(void);

#endif
