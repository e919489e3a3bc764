package io.japply.it.parity;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * One apply scenario: the live object (a previous manifest as kubectl applied it, plus other actors'
 * drift) and the new manifest. Everything derives from the seed and the index.
 */
record ParityCase(int index, Kinds kind, String name, ObjectNode live, ObjectNode manifest, List<String> story) {

    static List<ParityCase> generate(long seed, int count) {
        Random random = new Random(seed);
        Objects objects = new Objects(random);
        Edits edits = new Edits(random, objects);
        List<ParityCase> cases = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Kinds kind = Kinds.ALL.get(random.nextInt(Kinds.ALL.size()));
            String name = String.format("obj%05d", i);
            ObjectNode previous = objects.manifest(kind, name);
            List<String> story = new ArrayList<>();
            ObjectNode live = LastApplied.modified(previous, "default");
            if (random.nextInt(10) == 0) {
                ((ObjectNode) live.get("metadata")).remove("annotations");
                story.add("applied before without the annotation");
            }
            story.addAll(edits.drift(live));
            ObjectNode manifest = previous.deepCopy();
            story.addAll(edits.edit(manifest));
            cases.add(new ParityCase(i, kind, name, live, manifest, story));
        }
        return cases;
    }

    String path() {
        return kind.path(name);
    }

    String describe(long seed) {
        return "case " + index + " (seed " + seed + "): " + kind.kind() + " " + name + ", " + String.join(", ", story);
    }
}
