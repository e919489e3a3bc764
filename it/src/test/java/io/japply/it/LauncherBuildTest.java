package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * How bin/japply finds its checkout and builds its jar: run through a symbolic link (as from a folder on
 * the PATH), and started twice at once on a stale jar (as after a git pull). The checkout is a fake one
 * holding a copy of the launcher, with a fake mvn that writes down the folder it ran in and then writes
 * the jar, and a fake JDK 17 whose java writes down its command line.
 */
class LauncherBuildTest {
    private static final Path LAUNCHER = Path.of("../bin/japply").toAbsolutePath().normalize();

    @TempDir
    Path dir;
    private Path checkout;
    private Path tools;

    @BeforeEach
    void fakeCheckout() throws IOException {
        checkout = Files.createDirectories(dir.resolve("checkout/bin")).getParent().toRealPath();
        Files.copy(LAUNCHER, checkout.resolve("bin/japply"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.writeString(checkout.resolve("pom.xml"), "<project/>\n");
        for (String module : List.of("threeway", "annotations", "apply-cli")) {
            Files.createDirectories(checkout.resolve(module).resolve("src/main"));
            Files.writeString(checkout.resolve(module).resolve("pom.xml"), "<project/>\n");
        }
        tools = Files.createDirectories(dir.resolve("tools"));
        executable(tools.resolve("mvn"), "#!/bin/sh\necho \"$PWD\" >> '" + dir.resolve("mvn.txt") + "'\n"
                + "if [ -n \"$FAKE_READ_STDIN\" ]; then cat > '" + dir.resolve("mvn-stdin.txt") + "'; fi\n"
                + "sleep \"${FAKE_MVN_SECONDS:-0}\"\nmkdir -p apply-cli/target\necho jar > apply-cli/target/japply.jar\n");
        Path jdk = Files.createDirectories(dir.resolve("jdk17/bin")).getParent();
        Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"17.0.15\"\n");
        executable(jdk.resolve("bin/java"), "#!/bin/sh\necho \"$*\" >> '" + dir.resolve("java.txt") + "'\n"
                + "if [ -n \"$FAKE_READ_STDIN\" ]; then cat > '" + dir.resolve("java-stdin.txt") + "'; fi\n");
    }

    @Test
    @Timeout(120)
    void aLinkOnThePathRunsTheBuildAndTheJarOfTheCheckoutItPointsTo() throws Exception {
        Path onPath = Files.createDirectories(dir.resolve("path-bin"));
        Files.createSymbolicLink(onPath.resolve("japply"), checkout.resolve("bin/japply"));
        // a link to a link, relative, in a linked folder: each is followed
        Path linkedFolder = Files.createSymbolicLink(dir.resolve("linked-bin"), onPath);
        Files.createSymbolicLink(onPath.resolve("japply2"), Path.of("japply"));
        for (Path launcher : List.of(onPath.resolve("japply"), linkedFolder.resolve("japply2"))) {
            Files.deleteIfExists(checkout.resolve("apply-cli/target/japply.jar"));
            Files.deleteIfExists(dir.resolve("mvn.txt"));
            Files.deleteIfExists(dir.resolve("java.txt"));
            Run run = start(launcher.toString(), 0);
            assertEquals(0, run.end(), run.output());
            assertEquals(List.of(checkout.toString()), Files.readAllLines(dir.resolve("mvn.txt")), launcher.toString());
            String java = Files.readAllLines(dir.resolve("java.txt")).get(0);
            assertTrue(java.contains("-jar " + checkout.resolve("apply-cli/target/japply.jar") + " version"), java);
        }
    }

    @Test
    @Timeout(120)
    void twoRunsOnAStaleJarBuildItOnceTheSecondWaitingForTheFirst() throws Exception {
        assumeTrue(onPath("flock"), "flock is not installed: builds are not serialized");
        Path jar = Files.createDirectories(checkout.resolve("apply-cli/target")).resolve("japply.jar");
        Files.writeString(jar, "old jar\n");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(3600)));
        Files.writeString(checkout.resolve("threeway/src/main/Pulled.java"), "class Pulled {}\n");
        Run first = start(checkout.resolve("bin/japply").toString(), 3);
        Thread.sleep(300);
        Run second = start(checkout.resolve("bin/japply").toString(), 3);
        assertEquals(0, first.end(), first.output());
        assertEquals(0, second.end(), second.output());
        assertEquals(1, Files.readAllLines(dir.resolve("mvn.txt")).size(), first.output() + second.output());
        assertEquals(2, Files.readAllLines(dir.resolve("java.txt")).size());
        assertTrue(second.output().contains("waiting for another japply's build of " + jar), second.output());
        assertTrue(second.output().matches("(?s).*waited [0-9]+s for another japply's build.*"), second.output());
    }

    /** {@code kubectl get ... -o yaml | japply -f -} on a stale jar: the build must not eat the manifests. */
    @Test
    @Timeout(120)
    void theBuildLeavesStandardInputToJapply() throws Exception {
        Path manifest = Files.writeString(dir.resolve("piped.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        Run run = start(checkout.resolve("bin/japply").toString(), 0, manifest, "FAKE_READ_STDIN", "1");
        assertEquals(0, run.end(), run.output());
        assertEquals(1, Files.readAllLines(dir.resolve("mvn.txt")).size(), "the stale jar was built");
        assertEquals("", Files.readString(dir.resolve("mvn-stdin.txt")));
        assertEquals(Files.readString(manifest), Files.readString(dir.resolve("java-stdin.txt")));
    }

    @Test
    @Timeout(120)
    void theWaitForAnotherBuildIsBoundedAndSaysWhatItWaitedFor() throws Exception {
        assumeTrue(onPath("flock"), "flock is not installed: builds are not serialized");
        Path lock = Files.createDirectories(checkout.resolve("apply-cli/target")).resolve("japply.build.lock");
        Process holder = new ProcessBuilder("flock", lock.toString(), "sh", "-c", "echo locked; exec sleep 60").start();
        try {
            BufferedReader held = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("locked", held.readLine());
            Run run = start(checkout.resolve("bin/japply").toString(), 0, "JAPPLY_BUILD_WAIT", "1");
            assertEquals(1, run.end(), run.output());
            String gaveUp = "japply: gave up after [12]s waiting for another japply's build of "
                    + Pattern.quote(checkout.resolve("apply-cli/target/japply.jar") + " (lock " + lock + " still held)");
            assertTrue(Pattern.compile(gaveUp).matcher(run.output()).find(), run.output());
            assertTrue(Files.notExists(dir.resolve("mvn.txt")), "built while another build held the lock");
        } finally {
            holder.descendants().forEach(ProcessHandle::destroy);
            holder.destroy();
        }
    }

    private static boolean onPath(String command) {
        for (String folder : System.getenv("PATH").split(":")) {
            if (Files.isExecutable(Path.of(folder, command))) {
                return true;
            }
        }
        return false;
    }

    /** One bin/japply run in the background, its stdout and stderr in a file. */
    private record Run(Process process, Path out) {
        int end() throws InterruptedException {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "bin/japply did not end within 60 s");
            return process.exitValue();
        }

        String output() throws IOException {
            return Files.readString(out);
        }
    }

    /** Starts {@code launcher version}, the fake mvn taking {@code buildSeconds}, with {@code env} added. */
    private Run start(String launcher, int buildSeconds, String... env) throws IOException {
        return start(launcher, buildSeconds, null, env);
    }

    /** The same, its standard input read from {@code input} when not null. */
    private Run start(String launcher, int buildSeconds, Path input, String... env) throws IOException {
        Path out = Files.createTempFile(dir, "out", ".txt");
        ProcessBuilder builder = new ProcessBuilder(launcher, "version").directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(out.toFile());
        if (input != null) {
            builder.redirectInput(input.toFile());
        }
        builder.environment().put("PATH", tools + ":" + System.getenv("PATH"));
        builder.environment().put("JAPPLY_JAVA", dir.resolve("jdk17/bin/java").toString());
        builder.environment().put("FAKE_MVN_SECONDS", Integer.toString(buildSeconds));
        builder.environment().remove("JAPPLY_JAVA_OPTS");
        builder.environment().remove("JAPPLY_BUILD_WAIT");
        builder.environment().remove("FAKE_READ_STDIN");
        for (int i = 0; i < env.length; i += 2) {
            builder.environment().put(env[i], env[i + 1]);
        }
        return new Run(builder.start(), out);
    }

    private static void executable(Path file, String script) throws IOException {
        Files.writeString(file, script);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
