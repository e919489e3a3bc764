package io.japply.cli.startup;

import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.threeway.meta.BuiltinKinds;

/**
 * A head start on the second core while the main thread builds the command line:
 * <ul>
 *   <li>Jackson's first mapper (date formats, locale data) and first parser (JDK 25's BigDecimal computes
 *   5^65536 in its static initializer), ~40 ms of a cold process that reading the server's first answers
 *   needs (the kubeconfig is read by GoYaml: the main thread does not wait for this);</li>
 *   <li>the index of the bundled kinds every apply, diff and patch looks up (a few ms: their definitions
 *   are parsed when a lookup needs them);</li>
 *   <li>the JDK HTTP client's classes its first client sets up on the main thread (from JDK 21 its debug
 *   logger compares records, whose equals spins method handles: ~10 ms).</li>
 * </ul>
 * The JVM initializes a class once: a user that comes first waits for it, never repeats it.
 */
public final class HeadStart {
    /** Initialized by name: the JDK does not export their package; on a JDK without them nothing happens. */
    private static final java.util.List<String> HTTP_CLIENT_CLASSES = java.util.List.of(
            "jdk.internal.net.http.common.DebugLogger", "jdk.internal.net.http.HttpConnection");

    private HeadStart() {
    }

    /** Starts the head start, unless the command line asks for help or a version only (no Jackson then). */
    public static void startFor(String... args) {
        for (String arg : args) {
            if (arg.equals("-h") || arg.equals("--help") || arg.equals("-V") || arg.equals("--version")) {
                return;
            }
        }
        SideThreads.start("japply-head-start", HeadStart::run);
    }

    /**
     * In the order the main thread needs them: the mapper (GoYaml's nodes for the kubeconfig), the HTTP
     * client, the kinds, then the parser the first answer needs.
     */
    private static void run() {
        YAMLMapper mapper = new YAMLMapper();
        for (String name : HTTP_CLIENT_CLASSES) {
            try {
                Class.forName(name, true, ClassLoader.getPlatformClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                // another JDK's client: it sets itself up when it is built
            }
        }
        try {
            BuiltinKinds.bundled();
            mapper.readTree("warm: up");
        } catch (java.io.IOException | RuntimeException e) {
            // only a head start: the real reading reports its own failures
        }
    }
}
