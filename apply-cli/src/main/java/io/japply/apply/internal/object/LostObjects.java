package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Keeps the manifest of an object that --force deleted and could not create again, so that nothing is
 * lost: a file in the temporary folder, readable by its owner only (it may hold a Secret's values),
 * that {@code japply apply -f FILE} creates again once the account may.
 */
final class LostObjects {
    private LostObjects() {
    }

    /** Saves the object and says where, as the end of a message; or that it could not be saved, and why. */
    static String save(ObjectRef ref, ObjectNode object) {
        String prefix = "japply-" + safe(ref.kind()) + "-" + safe(ref.name()) + "-";
        try {
            Path file = Files.createTempFile(prefix, ".json"); // 0600 where files have owners
            Files.writeString(file, new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(object) + "\n");
            return "its manifest is saved in " + file;
        } catch (IOException | UnsupportedOperationException e) {
            return "its manifest could not be saved (" + e.getMessage() + ")";
        }
    }

    private static String safe(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.-]", "_");
    }
}
