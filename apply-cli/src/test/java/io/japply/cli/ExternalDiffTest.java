package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** KUBECTL_EXTERNAL_DIFF: a script records its arguments and the two directories it was given. */
class ExternalDiffTest extends DiffHarness {

    private Path recorder(int exitStatus) throws IOException {
        Path log = dir.resolve("log");
        Path script = Files.writeString(dir.resolve("record.sh"), "#!/bin/sh\n"
                + "echo \"args: $#\" > " + log + "\n"
                + "for a in \"$@\"; do echo \"arg: $a\" >> " + log + "; done\n"
                + "(cd \"$1\" && ls -A) | sed 's/^/live: /' >> " + log + "\n"
                + "(cd \"$2\" && ls -A) | sed 's/^/merged: /' >> " + log + "\n"
                + "cp -r \"$1\" " + dir.resolve("LIVE") + "; cp -r \"$2\" " + dir.resolve("MERGED") + "\n"
                + "echo from-the-program\necho to-stderr >&2\nexit " + exitStatus + "\n");
        script.toFile().setExecutable(true);
        return script;
    }

    private List<String> log() throws IOException {
        return Files.readAllLines(dir.resolve("log"));
    }

    @Test
    void theProgramGetsTheTwoDirectoriesOneFilePerObject() throws IOException {
        env.put("KUBECTL_EXTERNAL_DIFF", recorder(1) + " -u --color=always $(rm) -N");
        Run run = japply("diff", "-f", example("manifests"), "--live", example("live"));
        assertEquals(new Run(1, "from-the-program\n", "to-stderr\n"), run, "the program's output alone, as kubectl's");
        List<String> log = log();
        assertEquals("args: 5", log.get(0), "two directories, then the safe words only: " + log);
        assertTrue(log.get(1).matches("arg: .*/LIVE-[^/]+"), log.get(1));
        assertTrue(log.get(2).matches("arg: .*/MERGED-[^/]+"), log.get(2));
        assertEquals(List.of("arg: -u", "arg: --color=always", "arg: -N"), log.subList(3, 6));
        List<String> names = List.of("apps.v1.Deployment.shop.web", "v1.ConfigMap.shop.settings", "v1.Secret.shop.db",
                "v1.Service.shop.web");
        assertEquals(names, log.stream().filter(l -> l.startsWith("live: ")).map(l -> l.substring(6)).sorted().toList());
        assertEquals(names, log.stream().filter(l -> l.startsWith("merged: ")).map(l -> l.substring(8)).sorted().toList());
        assertEquals(Files.readString(dir.resolve("LIVE/v1.Service.shop.web")),
                Files.readString(dir.resolve("MERGED/v1.Service.shop.web")), "unchanged objects are written too");
        assertTrue(Files.readString(dir.resolve("MERGED/v1.ConfigMap.shop.settings")).contains("  CACHE_TTL: \"600\"\n"));
        assertTrue(Files.notExists(Path.of(log.get(1).substring(5))), "the directories are removed afterwards");
    }

    @Test
    void aNewObjectIsAnEmptyLiveFile() throws IOException {
        env.put("KUBECTL_EXTERNAL_DIFF", recorder(0).toString());
        String file = write("cm.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: new}\n");
        assertEquals(0, japply("diff", "-f", file, "--live", example("live")).code(), "the program's status");
        assertEquals("", Files.readString(dir.resolve("LIVE/v1.ConfigMap.default.new")));
        assertTrue(Files.readString(dir.resolve("MERGED/v1.ConfigMap.default.new")).startsWith("apiVersion: v1\n"));
    }

    @Test
    void aStatusAboveOneOrAMissingProgramIsAnError() throws IOException {
        env.put("KUBECTL_EXTERNAL_DIFF", recorder(3).toString());
        Run failed = japply("diff", "-f", example("manifests"), "--live", example("live"));
        assertEquals(2, failed.code());
        assertTrue(failed.err().endsWith("error: failed to run \"" + dir.resolve("record.sh") + "\": exit status 3\n"),
                failed.err());
        env.put("KUBECTL_EXTERNAL_DIFF", dir.resolve("no-such-program").toString());
        Run missing = japply("diff", "-f", example("manifests"), "--live", example("live"));
        assertEquals(2, missing.code());
        assertTrue(missing.err().startsWith("error: failed to run \"" + dir.resolve("no-such-program") + "\""),
                missing.err());
    }
}
