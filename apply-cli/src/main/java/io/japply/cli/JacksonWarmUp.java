package io.japply.cli;

import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

/**
 * A head start for Jackson on the second core while the main thread builds the command line: its
 * first mapper (date formats, locale data) and first parser (JDK 25's BigDecimal computes 5^65536 in
 * its static initializer) cost a cold process ~40 ms, and the kubeconfig's reading, next on the main
 * thread, needs both. The JVM initializes a class once: a reader that comes first waits for it, never
 * repeats it.
 */
final class JacksonWarmUp {
    private JacksonWarmUp() {
    }

    /** Starts the head start, unless the command line asks for help or a version only (no Jackson then). */
    static void startFor(String... args) {
        for (String arg : args) {
            if (arg.equals("-h") || arg.equals("--help") || arg.equals("-V") || arg.equals("--version")) {
                return;
            }
        }
        Thread thread = new Thread(JacksonWarmUp::warmUp, "japply-warm-up");
        thread.setDaemon(true); // never keeps the process alive
        thread.start();
    }

    private static void warmUp() {
        try {
            new YAMLMapper().readTree("warm: up");
        } catch (java.io.IOException | RuntimeException e) {
            // only a head start: the real reading reports its own failures
        }
    }
}
