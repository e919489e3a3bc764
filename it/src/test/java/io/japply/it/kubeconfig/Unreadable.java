package io.japply.it.kubeconfig;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * Files a case's tools must not be able to read: made mode 000. As root, who reads every file, the
 * tools then run as the unprivileged user nobody (setpriv), with the case's folder open to it.
 */
final class Unreadable {
    private Unreadable() {
    }

    /** The command prefix that runs the tools so that {@code files} cannot be read (empty: none needed). */
    static List<String> asAnotherUser(Path dir, List<String> files) {
        if (files.isEmpty()) {
            return List.of();
        }
        try {
            for (String file : files) {
                Files.setPosixFilePermissions(dir.resolve(file), PosixFilePermissions.fromString("---------"));
            }
            if (!"root".equals(System.getProperty("user.name"))) {
                return List.of();
            }
            for (Path open = dir; open != null; open = open.getParent()) {
                if (open.equals(dir) || !Files.getOwner(open).getName().equals("root") || open.startsWith("/tmp")) {
                    Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
                }
                if (open.toString().equals(System.getProperty("java.io.tmpdir"))) {
                    break;
                }
            }
            try (var walk = Files.walk(dir)) {
                for (Path path : walk.toList()) {
                    if (!files.contains(dir.relativize(path).toString())) {
                        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(Files.isDirectory(path)
                                ? "rwxrwxrwx" : "rw-rw-rw-"));
                    }
                }
            }
            return List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
