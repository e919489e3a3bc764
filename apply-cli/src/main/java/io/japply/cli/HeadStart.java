package io.japply.cli;

import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.apply.support.Daemons;
import io.japply.threeway.meta.BuiltinKinds;

/**
 * A head start on the second core while the main thread builds the command line: Jackson's first
 * mapper (date formats, locale data) and first parser (JDK 25's BigDecimal computes 5^65536 in its
 * static initializer), ~40 ms of a cold process that reading the server's first answers needs (the
 * kubeconfig is read by GoYaml, so the main thread does not wait for this); then the index of the
 * bundled kinds every apply, diff and patch looks up (a few ms: their
 * definitions are parsed when a lookup needs them). The JVM initializes a
 * class once: a user that comes first waits for it, never repeats it.
 */
final class HeadStart {
    private HeadStart() {
    }

    /** Starts the head start, unless the command line asks for help or a version only (no Jackson then). */
    static void startFor(String... args) {
        for (String arg : args) {
            if (arg.equals("-h") || arg.equals("--help") || arg.equals("-V") || arg.equals("--version")) {
                return;
            }
        }
        Daemons.start("japply-head-start", HeadStart::run);
    }

    private static void run() {
        try {
            new YAMLMapper().readTree("warm: up");
            BuiltinKinds.bundled();
        } catch (java.io.IOException | RuntimeException e) {
            // only a head start: the real reading reports its own failures
        }
    }
}
