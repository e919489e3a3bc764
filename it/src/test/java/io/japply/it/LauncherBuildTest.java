package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * How bin/japply finds its checkout and builds its jar: run through a symbolic link (as from a folder on
 * the PATH). The checkout is a fake one
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
                + "sleep \"${FAKE_MVN_SECONDS:-0}\"\nmkdir -p apply-cli/target\necho jar > apply-cli/target/japply.jar\n");
        Path jdk = Files.createDirectories(dir.resolve("jdk17/bin")).getParent();
        Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"17.0.15\"\n");
        executable(jdk.resolve("bin/java"), "#!/bin/sh\necho \"$*\" >> '" + dir.resolve("java.txt") + "'\n");
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
        Path out = Files.createTempFile(dir, "out", ".txt");
        ProcessBuilder builder = new ProcessBuilder(launcher, "version").directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(out.toFile());
        builder.environment().put("PATH", tools + ":" + System.getenv("PATH"));
        builder.environment().put("JAPPLY_JAVA", dir.resolve("jdk17/bin/java").toString());
        builder.environment().put("FAKE_MVN_SECONDS", Integer.toString(buildSeconds));
        builder.environment().remove("JAPPLY_JAVA_OPTS");
        builder.environment().remove("JAPPLY_BUILD_WAIT");
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
