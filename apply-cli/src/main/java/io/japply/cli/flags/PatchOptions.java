package io.japply.cli.flags;

import io.japply.cli.flags.SchemaOptions.SchemaRef;
import java.util.Optional;
import io.japply.apply.model.Failure;

/** What {@code patch} was asked to do, checked before anything is read. */
public record PatchOptions(boolean local, Optional<String> target, Optional<String> patch, PatchKind type,
                    Optional<SchemaRef> schema, OutputFormat output, Optional<String> batch) {

    public PatchOptions validate() {
        if (!local) {
            throw Failure.usage("only --local is supported: japply patches files, not a cluster, for now");
        }
        if (batch.isPresent()) {
            if (target.isPresent() || patch.isPresent()) {
                throw Failure.usage("--batch takes targets and patches from its lines; drop -f and -p");
            }
            return this;
        }
        if (target.isEmpty()) {
            throw Failure.usage("missing -f TARGET");
        }
        if (patch.isEmpty()) {
            throw Failure.usage("missing -p PATCH or -p @FILE");
        }
        return this;
    }

    /** The patch's name in messages: its file, or "--patch" when given inline. */
    public String patchName() {
        String value = patch.orElse("");
        return value.startsWith("@") ? value.substring(1) : "--patch";
    }
}
