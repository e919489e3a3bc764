package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which path bin/japply takes for the JDK that JAPPLY_JAVA names: the AOT cache on a JDK 24 or newer,
 * AppCDS before. The JDKs here are fakes (a release file and a bin/java script that writes down each
 * command line it gets), so the launcher's choice and the number of JVMs it started to make it show.
 * The version comes from the JDK's release file, through a link if need be: asking `java -version`
 * costs a JVM start (40 to 70 ms) before japply's own.
 */
class LauncherJdkTest {
    private static final Path LAUNCHER = Path.of("../bin/japply").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void aJdk25HomeGetsTheAotCacheWithoutAskingItsVersion() throws Exception {
        List<String> calls = launch(fakeJdk("jdk25", "25.0.1").resolve("bin/java"));
        assertTrue(usesAotCache(calls.get(0)), calls.toString());
        assertTrue(calls.stream().noneMatch(LauncherJdkTest::asksVersion), calls.toString());
    }

    @Test
    void aJdk17HomeGetsAppCdsWithoutAskingItsVersion() throws Exception {
        List<String> calls = launch(fakeJdk("jdk17", "17.0.15").resolve("bin/java"));
        assertEquals(1, calls.size(), calls.toString());
        assertTrue(usesAppCds(calls.get(0)), calls.toString());
    }

    @Test
    void aLinkToAJdkIsFollowedToItsReleaseFile() throws Exception {
        Path link = Files.createDirectories(dir.resolve("links")).resolve("java");
        Files.createSymbolicLink(link, fakeJdk("jdk25", "25.0.1").resolve("bin/java"));
        List<String> calls = launch(link);
        assertTrue(usesAotCache(calls.get(0)), calls.toString());
        assertTrue(calls.stream().noneMatch(LauncherJdkTest::asksVersion), calls.toString());
    }

    @Test
    void aJavaWithoutAReleaseFileIsAskedItsVersion() throws Exception {
        Path bare = Files.createDirectories(dir.resolve("bare")).resolve("java");
        writeFakeJava(bare, "17.0.15");
        List<String> calls = launch(bare);
        assertEquals(2, calls.size(), calls.toString());
        assertTrue(asksVersion(calls.get(0)), calls.toString());
        assertTrue(usesAppCds(calls.get(1)), calls.toString());
    }

    @Test
    void java17OnAtMostTwoCpusGetsOneCompilerThreadAsJdk25ChoosesThere() throws Exception {
        Path jdk17 = fakeJdk("jdk17", "17.0.15").resolve("bin/java");
        // the launcher reads the CPUs this process may use; the JVM running this test sees the same machine
        boolean fewCpus = Runtime.getRuntime().availableProcessors() <= 2;
        String oneShot = launch(jdk17, "version").get(0);
        assertEquals(fewCpus, oneShot.contains("-XX:CICompilerCount=1"), oneShot);
        String batch = launch(jdk17, "--batch", "version").get(0);
        assertFalse(batch.contains("CICompilerCount"), batch);
        String jdk25 = launch(fakeJdk("jdk25", "25.0.1").resolve("bin/java"), "version").get(0);
        assertFalse(jdk25.contains("CICompilerCount"), jdk25);
    }

    /** The in-memory key store of a kubeconfig's client key: one PBKDF2 round, not 10,000 (~80 ms of a cold run). */
    @Test
    void everyPathProtectsTheInMemoryClientKeyWithOneRound() throws Exception {
        String round = "-Dkeystore.pkcs12.keyPbeIterationCount=1";
        Path jdk17 = fakeJdk("jdk17", "17.0.15").resolve("bin/java");
        Path jdk25 = fakeJdk("jdk25", "25.0.1").resolve("bin/java");
        for (Path java : List.of(jdk17, jdk25)) {
            String oneShot = launch(java, "version").get(0);
            assertTrue(oneShot.contains(round), oneShot);
            String batch = launch(java, "--batch", "version").get(0);
            assertTrue(batch.contains(round), batch);
        }
    }

    private static boolean usesAotCache(String call) {
        return call.contains("-XX:AOTCache=") || call.contains("-XX:AOTMode=record");
    }

    private static boolean usesAppCds(String call) {
        return (call.contains("-XX:SharedArchiveFile=") || call.contains("-XX:ArchiveClassesAtExit="))
                && !call.contains("-XX:AOT");
    }

    private static boolean asksVersion(String call) {
        return call.equals("-version");
    }

    /** A JDK home: a release file naming the version, and bin/java. */
    private Path fakeJdk(String name, String version) throws IOException {
        Path home = Files.createDirectories(dir.resolve(name).resolve("bin")).getParent();
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"fake\"\nJAVA_VERSION=\"" + version + "\"\n");
        writeFakeJava(home.resolve("bin/java"), version);
        return home;
    }

    /** A java that writes its command line to calls.txt and answers -version as a JDK of that version does. */
    private void writeFakeJava(Path java, String version) throws IOException {
        String script = "#!/bin/sh\necho \"$*\" >> '" + dir.resolve("calls.txt") + "'\n"
                + "[ \"$1\" = -version ] && echo 'openjdk version \"" + version + "\" 2025-01-01' >&2\nexit 0\n";
        Files.writeString(java, script);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** The command lines the fake java got from one `japply apply -f` (a run that may record an archive). */
    private List<String> launch(Path java) throws Exception {
        return launch(java, "apply", "-f", dir.resolve("none.yaml").toString());
    }

    /** The command lines the fake java got from one run of bin/japply with {@code args}. */
    private List<String> launch(Path java, String... args) throws Exception {
        Path calls = dir.resolve("calls.txt");
        Files.deleteIfExists(calls);
        List<String> command = new java.util.ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(args));
        BoundedProcess.Result process = BoundedProcess.of(command).env("JAPPLY_JAVA", java.toString())
                .env("JAPPLY_JAVA_OPTS", null).errorsIntoOutput().timeout(Duration.ofSeconds(120)).run();
        assertEquals(0, process.code(), process.out());
        return Files.exists(calls) ? Files.readAllLines(calls) : List.of();
    }
}
