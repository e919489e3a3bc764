package io.japply.it;

import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * The end-to-end tests test this checkout's japply. {@code mvn -pl it} without {@code -am} takes the
 * japply jars from ~/.m2, which hold whatever was installed last (another branch, an older commit):
 * a run then fails or passes on code that is not the code under test, and looks like a flaky test.
 * The first in-process run stops such a run with the command that tests this checkout.
 */
public final class ThisCheckout {
    private ThisCheckout() {
    }

    /** Where the class was loaded from: a jar or a classes directory. */
    static Path origin(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toAbsolutePath().normalize();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Throws unless {@code type} was loaded from {@code module}'s target directory of the checkout at {@code root}. */
    static void require(Class<?> type, Path root, String module) {
        Path origin = origin(type);
        Path target = root.toAbsolutePath().normalize().resolve(module).resolve("target");
        if (!origin.startsWith(target)) {
            throw new IllegalStateException(type.getName() + " was loaded from " + origin + ", not from this checkout's "
                    + target + ": the it module runs this checkout's japply only when Maven builds it in the same"
                    + " reactor (mvn -pl it -am ...)");
        }
    }

    /** The checkout whose it module runs (surefire's working directory is the module's). */
    static Path root() {
        return Path.of(System.getProperty("user.dir")).toAbsolutePath().normalize().getParent();
    }
}
