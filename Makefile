# navlayout: `make demo` and `make test` work on a fresh Debian machine with the Swift toolchain.
SHELL := /bin/bash
ifneq ($(wildcard /opt/swift/usr/bin/swift),)
export PATH := /opt/swift/usr/bin:$(PATH)
endif

DEBIAN_PACKAGES := libdbus-1-dev dbus pkg-config binutils
PREFIX ?= /usr/local
SWIFT_FORMAT := swift format

.PHONY: all deps build test test-sdk test-sdk-release test-sdk-asan test-root lint demo bench bench-side-by-side install clean

all: build

deps:
	@command -v swift >/dev/null || { echo "swift not found: install the Swift 6.3 toolchain (swift.org) and put it on PATH" >&2; exit 1; }
	@scripts/ensure-debian-packages.sh $(DEBIAN_PACKAGES)

build: deps
	swift build --package-path SDK
	swift build

test: deps lint test-sdk test-sdk-release test-sdk-asan test-root

test-sdk:
	swift test --package-path SDK

# The SDK's tests once more, optimised as the product ships: the SDK refers to maps and items
# without keeping them (unowned), and an optimised build may free an object at its last use.
test-sdk-release:
	swift test --package-path SDK -c release -Xswiftc -enable-testing --scratch-path SDK/.build-release

# Optimised once more under AddressSanitizer: the engine's hot loops reach objects without
# retaining them (Engine/Unretained.swift), and a read after free need not crash without it.
# Leaks are not checked: tests leave views with active constraints, which hold each other.
test-sdk-asan:
	ASAN_OPTIONS=detect_leaks=0 swift test --package-path SDK -c release -Xswiftc -enable-testing \
		--sanitize=address --scratch-path SDK/.build-asan

test-root:
	swift test

# Plugins/BasicLayout/BasicLayoutDelegate.swift stays byte for byte as Google documents it.
lint:
	$(SWIFT_FORMAT) lint --strict --recursive --parallel Package.swift Sources Tests SDK/Package.swift SDK/Sources SDK/Tests \
		$$(find Plugins -name '*.swift' ! -name BasicLayoutDelegate.swift)

# Until the bus service exists, the most complete real thing: the daemon loads the BasicLayout
# plugin with dlopen and plays it through the standard scenario matrix (every state, 4 sizes,
# LTR and RTL, speed widgets, prompts), printing its probe report; then the benchmark times the
# solver, the SDK and the host, each checking its expected frames first.
demo: deps
	swift build -c release
	.build/release/navlayoutd --probe .build/release/libBasicLayout.so
	.build/release/navlayout-bench --only navscreen,resize,animate,chain-100,grid,sdk,host --repeats 20

bench: deps
	swift build -c release --product BasicLayout
	swift run -c release navlayout-bench

bench-side-by-side: deps
	bench/side-by-side.sh

install: deps
	swift build -c release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib
	install -m 755 .build/release/navlayoutd .build/release/navlayout-bench $(DESTDIR)$(PREFIX)/bin/
	install -m 644 .build/release/libNavigationLayout.so $(DESTDIR)$(PREFIX)/lib/

clean:
	swift package clean
	swift package --package-path SDK clean
	rm -rf SDK/.build-release
