// The plugin-facing SDK. A delegate written for the documented iOS API builds against this module
// with its `import GoogleNavigation` and `import UIKit` replaced by `import NavigationLayout`:
// Foundation (NSObject, CGFloat, CGRect, TimeInterval) comes with it.
@_exported public import Foundation
