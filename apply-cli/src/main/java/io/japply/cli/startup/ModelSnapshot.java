package io.japply.cli.startup;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What picocli reads from the annotations of japply's commands and flag classes, as the build read it
 * (SnapshotWriter): per class, its members in picocli's order. Reading annotations costs a cold process
 * most of its command-line set-up (a dynamic proxy class per annotation type, each field's annotations
 * parsed); {@link SnapshotModels} builds the same models from this instead. ModelSnapshotTest compares
 * every command's model and usage with picocli's own from the annotations.
 */
public record ModelSnapshot(Map<String, Type> types) {
    static final String RESOURCE = "command-models.bin";
    /** Written first: a snapshot of another layout is not read (the annotations are, as without one). */
    static final int FORMAT = 1;

    /** The kinds of annotated field japply uses. */
    enum Kind { OPTION, POSITIONAL, MIXIN, SPEC }

    /** A command or flag class: its command attributes (none for a mixin) and its members in order. */
    record Type(String className, Command command, List<Member> members) {
    }

    /** The {@code @Command} attributes japply's commands set. */
    public record Command(String name, String[] aliases, String[] header, String[] description, boolean hidden) {
        /** As the annotation on {@code type} gives them. */
        public static Command of(Class<?> type) {
            picocli.CommandLine.Command command = type.getAnnotation(picocli.CommandLine.Command.class);
            return new Command(command.name(), command.aliases(), command.header(), command.description(),
                    command.hidden());
        }
    }

    /** One annotated field: an option or positional (arg), a mixin (its name and class), or the spec. */
    record Member(Kind kind, String field, Arg arg, String mixinName, String mixinClass) {
    }

    /** An option's or positional's attributes as picocli resolved them; arity null where the annotation set none. */
    record Arg(String[] names, String index, String paramLabel, boolean hideParamSyntax, String[] description,
               String descriptionKey, String defaultValue, String fallbackValue, String arity, boolean hidden,
               boolean required, String type, String[] auxiliaryTypes, String splitRegex, int order,
               boolean negatable) {
    }

    void write(DataOutputStream out) throws IOException {
        out.writeInt(FORMAT);
        out.writeInt(types.size());
        for (Type type : types.values()) {
            out.writeUTF(type.className());
            out.writeBoolean(type.command() != null);
            if (type.command() != null) {
                Command c = type.command();
                out.writeUTF(c.name());
                strings(out, c.aliases());
                strings(out, c.header());
                strings(out, c.description());
                out.writeBoolean(c.hidden());
            }
            out.writeInt(type.members().size());
            for (Member member : type.members()) {
                out.writeUTF(member.kind().name());
                out.writeUTF(member.field());
                switch (member.kind()) {
                    case OPTION, POSITIONAL -> arg(out, member.arg());
                    case MIXIN -> {
                        out.writeUTF(member.mixinName());
                        out.writeUTF(member.mixinClass());
                    }
                    case SPEC -> { }
                }
            }
        }
    }

    /** The snapshot in {@code in}; empty (null) when it was written in another format. */
    static ModelSnapshot read(InputStream stream) throws IOException {
        DataInputStream in = new DataInputStream(stream);
        if (in.readInt() != FORMAT) {
            return null;
        }
        int count = in.readInt();
        Map<String, Type> types = new java.util.LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            String className = in.readUTF();
            Command command = in.readBoolean()
                    ? new Command(in.readUTF(), strings(in), strings(in), strings(in), in.readBoolean()) : null;
            int members = in.readInt();
            List<Member> list = new ArrayList<>(members);
            for (int m = 0; m < members; m++) {
                Kind kind = Kind.valueOf(in.readUTF());
                String field = in.readUTF();
                list.add(switch (kind) {
                    case OPTION, POSITIONAL -> new Member(kind, field, arg(in), null, null);
                    case MIXIN -> new Member(kind, field, null, in.readUTF(), in.readUTF());
                    case SPEC -> new Member(kind, field, null, null, null);
                });
            }
            types.put(className, new Type(className, command, List.copyOf(list)));
        }
        return new ModelSnapshot(types);
    }

    private static void arg(DataOutputStream out, Arg arg) throws IOException {
        strings(out, arg.names());
        nullable(out, arg.index());
        out.writeUTF(arg.paramLabel());
        out.writeBoolean(arg.hideParamSyntax());
        strings(out, arg.description());
        nullable(out, arg.descriptionKey());
        nullable(out, arg.defaultValue());
        nullable(out, arg.fallbackValue());
        nullable(out, arg.arity());
        out.writeBoolean(arg.hidden());
        out.writeBoolean(arg.required());
        out.writeUTF(arg.type());
        strings(out, arg.auxiliaryTypes());
        nullable(out, arg.splitRegex());
        out.writeInt(arg.order());
        out.writeBoolean(arg.negatable());
    }

    private static Arg arg(DataInputStream in) throws IOException {
        return new Arg(strings(in), nullable(in), in.readUTF(), in.readBoolean(), strings(in), nullable(in),
                nullable(in), nullable(in), nullable(in), in.readBoolean(), in.readBoolean(), in.readUTF(), strings(in),
                nullable(in), in.readInt(), in.readBoolean());
    }

    private static void strings(DataOutputStream out, String[] values) throws IOException {
        out.writeInt(values.length);
        for (String value : values) {
            out.writeUTF(value);
        }
    }

    private static String[] strings(DataInputStream in) throws IOException {
        String[] values = new String[in.readInt()];
        for (int i = 0; i < values.length; i++) {
            values[i] = in.readUTF();
        }
        return values;
    }

    private static void nullable(DataOutputStream out, String value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeUTF(value);
        }
    }

    private static String nullable(DataInputStream in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }
}
