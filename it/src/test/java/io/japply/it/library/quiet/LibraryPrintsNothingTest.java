package io.japply.it.library.quiet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.BoundedProcess;
import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library never prints: its calls (apply, prune, wait, previews, failures) run in a JVM of their
 * own (QuietLibraryRun) whose stdout and stderr must stay empty, with java.util.logging and an SLF4J
 * binding set to print whatever io.japply logs. A printStackTrace, a System.out or a logger anywhere on
 * those paths fails this test, where the source check of LibraryBoundaryTest sees only System.out/err.
 */
class LibraryPrintsNothingTest {
    private static final List<String> SEEN = List.of("apply [CREATED, CREATED]", "apply again UNCHANGED, pruned 1",
            "wait ALL_CURRENT", "preview true", "client preview true", "bad document 1 failed of 2", "refused NOT_FOUND",
            "unreachable UNREACHABLE");

    @TempDir
    Path tmp;

    @Test
    @Timeout(180)
    void libraryCallsPrintNothingOnStdoutStderrOrThroughLogging() throws Exception {
        // SLF4J's own "Attempting to load provider" notice is left out: this binding is the test's choice
        Output printed = run(System.getProperty("java.class.path"), "-Dslf4j.provider=" + PrintingSlf4jProvider.class.getName(),
                "-Dslf4j.internal.verbosity=WARN");
        assertEquals("", printed.out(), "printed on stdout");
        assertEquals("", printed.err(), "printed on stderr");
    }

    /** docs/library.md: without any binding, SLF4J's three lines on stderr, once, and nothing else. */
    @Test
    @Timeout(180)
    void withoutAnSlf4jBindingOnlySlf4jsOwnNoticeIsPrinted() throws Exception {
        String classPath = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.contains("slf4j-nop")).collect(Collectors.joining(File.pathSeparator));
        Output printed = run(classPath, "-Dquiet.noSlf4jBinding=true");
        assertEquals("", printed.out(), "printed on stdout");
        assertEquals("SLF4J(W): No SLF4J providers were found.\n"
                + "SLF4J(W): Defaulting to no-operation (NOP) logger implementation\n"
                + "SLF4J(W): See https://www.slf4j.org/codes.html#noProviders for further details.\n", printed.err());
        String page = Files.readString(Path.of("../docs/library.md"));
        for (String line : printed.err().lines().toList()) {
            assertTrue(page.contains("    " + line + "\n"), "docs/library.md shows " + line);
        }
    }

    private record Output(String out, String err) {
    }

    /** QuietLibraryRun in a JVM of its own against the fake API server: what it printed. */
    private Output run(String classPath, String... jvmOptions) throws Exception {
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing()) {
            store.namespace("default");
            Path kubeconfig = server.writeKubeconfig(Files.createDirectories(tmp.resolve("reachable")));
            Path unreachable = FakeApiServer.writeKubeconfig(Files.createDirectories(tmp.resolve("unreachable")),
                    "http://127.0.0.1:" + FakeApiServer.closedPort());
            Path seen = tmp.resolve("seen.txt");
            Path stdout = tmp.resolve("stdout.txt");
            Path stderr = tmp.resolve("stderr.txt");
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", classPath));
            command.addAll(List.of(jvmOptions));
            command.addAll(List.of(QuietLibraryRun.class.getName(), kubeconfig.toString(), unreachable.toString(), seen.toString()));
            BoundedProcess.Result run = BoundedProcess.of(command).timeout(java.time.Duration.ofSeconds(150)).run();
            assertEquals(0, run.code(), run.err());
            assertEquals(SEEN, Files.readAllLines(seen), "the calls made and what they returned");
            return new Output(run.out(), run.err());
        }
    }
}
