package io.japply.apply.internal.read;

import io.japply.apply.model.Manifest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.apply.model.Failure;

/**
 * Refuses an input with no objects, as kubectl does: a wrong path or an empty render must fail a
 * job, not pass it, and above all not prune every member of an ApplySet. A directory with no
 * manifest file gets kubectl's reading error when nothing was read before it; otherwise, or for
 * files with no document, kubectl's "no objects passed to apply".
 */
public final class NoObjects {
    private NoObjects() {
    }

    /** Throws when {@code manifests} (what the files gave, invalid ones included) is empty; {@code command} names the verb. */
    public static void require(List<String> files, boolean recursive, List<Manifest> manifests, String command) {
        require(files, recursive, manifests, command, io.japply.apply.kubeconfig.Surroundings.processDirectory());
    }

    /** As above, relative names read in {@code workingDirectory} (the run's), named as given. */
    public static void require(List<String> files, boolean recursive, List<Manifest> manifests, String command,
                               Path workingDirectory) {
        if (!manifests.isEmpty()) {
            return;
        }
        boolean readAFile = false;
        for (String name : files) {
            boolean directory = !Documents.STDIN.equals(name) && !name.contains("://") && Files.isDirectory(workingDirectory.resolve(name));
            if (directory && !readAFile && ManifestFiles.in(workingDirectory.resolve(name), recursive).isEmpty()) {
                throw Failure.input("error reading [" + name + "]: recognized file extensions are "
                        + ManifestFiles.EXTENSIONS.toString().replace(",", ""));
            }
            readAFile = true;
        }
        throw Failure.input("no objects passed to " + command);
    }
}
