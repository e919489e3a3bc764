package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.japply.it.BoundedProcess;
import io.japply.it.publish.Published;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * This checkout's release, built by its bin/release in a clone of its own (the checkout's target folders, which
 * other tests use, are left alone; its uncommitted changes are copied in) and kept under
 * ~/.cache/japply/release/KEY, KEY being a digest of every file the release is built from: a second
 * {@code mvn -B verify} with the same sources takes it from there. One build at a time across test JVMs and
 * checkouts (a lock file); builds older than a day and not the one used are removed.
 */
final class ReleaseBuild {
    /** What bin/release builds from: the modules, the packaging, the test cluster its AOT training runs. */
    private static final List<String> INPUTS = List.of("pom.xml", "threeway/", "annotations/", "apply-cli/",
            "relocation/", "tools/", "packaging/", "bin/release", "bin/test-cluster", "it/pom.xml", "it/cluster/");
    private static final String NO_JDK = "no JDK 25 or newer with jlink";

    private ReleaseBuild() {
    }

    /** The dist/ folder of this checkout's release, built first when its inputs changed. */
    static Path dist() {
        try {
            Path root = Published.checkoutRoot();
            List<String> files = lines(git(root, "ls-files", "-co", "--exclude-standard"));
            Path caches = cacheRoot();
            Path cache = caches.resolve(key(root, files));
            if (!Files.exists(cache.resolve("built"))) {
                Files.createDirectories(caches);
                try (FileChannel channel = FileChannel.open(caches.resolve("lock"), StandardOpenOption.CREATE,
                        StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
                    if (!Files.exists(cache.resolve("built"))) {
                        build(root, files, cache);
                    }
                }
                prune(caches, cache);
            }
            Files.setLastModifiedTime(cache, java.nio.file.attribute.FileTime.from(Instant.now())); // in use
            return cache.resolve("dist");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void build(Path root, List<String> files, Path cache) throws IOException {
        long start = System.nanoTime();
        System.out.println("ReleaseBuild: bin/release for this checkout's sources, into " + cache
                + " (once per change of what the release is built from)");
        rm(cache);
        Path src = Files.createDirectories(cache).resolve("src");
        git(cache, "clone", "-q", "--shared", root.toString(), src.toString());
        git(src, "checkout", "-q", "--detach", git(root, "rev-parse", "HEAD").strip());
        for (String file : files) { // the working tree as it is: changed and new files; deleted ones removed
            Path from = root.resolve(file);
            if (Files.exists(from, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(src.resolve(file).getParent());
                Files.copy(from, src.resolve(file), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES,
                        LinkOption.NOFOLLOW_LINKS);
            } else {
                Files.deleteIfExists(src.resolve(file));
            }
        }
        BoundedProcess.Result release = BoundedProcess.of(src.resolve("bin/release").toString()).directory(src)
                .env("JAPPLY_DIST", null).timeout(Duration.ofMinutes(40)).run();
        if (release.code() != 0 && release.err().contains(NO_JDK) && !"true".equals(System.getenv("CI"))) {
            assumeTrue(false, "bin/release cannot build the release here (" + NO_JDK + "; set JAPPLY_RELEASE_JDK)");
        }
        if (release.code() != 0) {
            Path log = src.resolve("dist/build.log");
            fail("bin/release failed: " + release.show() + (Files.exists(log) ? "\ndist/build.log:\n" + tail(log) : ""));
        }
        Path dist = cache.resolve("dist");
        Files.move(src.resolve("dist"), dist);
        String printed = release.out().replace(src.resolve("dist").toString(), dist.toString());
        for (String path : lines(printed)) {
            assertTrue(Files.exists(Path.of(path)), "bin/release printed " + path + ", which it did not build");
        }
        Files.writeString(dist.resolve("printed.txt"), printed);
        rm(dist.resolve("stage"));
        rm(src);
        long seconds = Duration.ofNanos(System.nanoTime() - start).toSeconds();
        Files.writeString(cache.resolve("built"), Instant.now() + " in " + seconds + " s\n");
        System.out.println("ReleaseBuild: built in " + seconds + " s");
    }

    /** What bin/release printed, one path a line: dist/printed.txt (a dist/ given by JAPPLY_DIST needs one: bin/release | tee dist/printed.txt). */
    static List<String> printed() throws IOException {
        Path file = Dist.directory().resolve("printed.txt");
        String reason = file + " is missing: what bin/release printed is unknown (bin/release | tee dist/printed.txt)";
        if (!Files.exists(file) && "true".equals(System.getenv("CI"))) {
            fail(reason);
        }
        assumeTrue(Files.exists(file), reason);
        return lines(Files.readString(file));
    }

    private static String key(Path root, List<String> files) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String file : files.stream().sorted().toList()) {
                Path path = root.resolve(file);
                if (INPUTS.stream().anyMatch(input -> file.equals(input) || input.endsWith("/") && file.startsWith(input))
                        && Files.isRegularFile(path)) {
                    digest.update((file + "\0" + Files.isExecutable(path) + "\0").getBytes(StandardCharsets.UTF_8));
                    digest.update(Files.readAllBytes(path));
                }
            }
            return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path cacheRoot() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isEmpty() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("japply/release");
    }

    /** Removes the other builds not used for a day (a build another checkout uses now is younger). */
    private static void prune(Path caches, Path used) throws IOException {
        Instant dayAgo = Instant.now().minus(Duration.ofDays(1));
        try (Stream<Path> entries = Files.list(caches)) {
            for (Path entry : entries.filter(Files::isDirectory).filter(e -> !e.equals(used)).toList()) {
                if (Files.getLastModifiedTime(entry).toInstant().isBefore(dayAgo)) {
                    rm(entry);
                }
            }
        }
    }

    private static String git(Path dir, String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        BoundedProcess.Result run = BoundedProcess.of(command).directory(dir).timeout(Duration.ofMinutes(2)).run();
        assertEquals(0, run.code(), run.show());
        return run.out();
    }

    private static void rm(Path path) {
        BoundedProcess.Result run = BoundedProcess.of("rm", "-rf", path.toString()).timeout(Duration.ofMinutes(5)).run();
        assertEquals(0, run.code(), run.show());
    }

    private static String tail(Path log) throws IOException {
        List<String> all = Files.readAllLines(log);
        return String.join("\n", all.subList(Math.max(0, all.size() - 40), all.size()));
    }

    private static List<String> lines(String text) {
        return text.lines().filter(line -> !line.isBlank()).toList();
    }
}
