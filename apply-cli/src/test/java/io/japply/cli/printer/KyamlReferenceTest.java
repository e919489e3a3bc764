package io.japply.cli.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The recorded KYAML corpus is still what the reference kubectl 1.37.2 prints: each case's command
 * run again with -o json and -o kyaml, as tools/kyaml-reference/record runs it (no cluster).
 */
class KyamlReferenceTest {
    static List<KyamlCases> cases() {
        return KyamlCases.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theRecordedOutputsAreKubectls(KyamlCases c) throws Exception {
        String kubectl = ReferenceKubectl.require();
        KubectlProcess.Run json = KubectlProcess.run(command(kubectl, c, "json"));
        assertEquals(0, json.code(), json.err());
        assertEquals(c.json(), json.out(), c.name() + ".json: re-record with tools/kyaml-reference/record");
        KubectlProcess.Run kyaml = KubectlProcess.run(command(kubectl, c, "kyaml"));
        assertEquals(List.of(c.exit(), c.stderr(), c.kyaml()), List.of(kyaml.code(), kyaml.err(), kyaml.out()),
                c.name() + ".kyaml: re-record with tools/kyaml-reference/record");
    }

    private static List<String> command(String kubectl, KyamlCases c, String output) {
        List<String> command = new ArrayList<>(List.of(kubectl));
        command.addAll(c.commandArgs());
        command.addAll(List.of("-o", output));
        return command;
    }
}
