package io.japply.cli.warm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/** The warm process's jar as the client names its socket by it: modification time and size (absent: none). */
record JarStamp(long modifiedNanos, long size) {
    static JarStamp now() {
        try {
            BasicFileAttributes file = Files.readAttributes(Path.of(System.getProperty("java.class.path")),
                    BasicFileAttributes.class);
            return new JarStamp(file.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS), file.size());
        } catch (IOException | RuntimeException e) {
            return new JarStamp(-1, -1);
        }
    }
}
