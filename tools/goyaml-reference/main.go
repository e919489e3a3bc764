// Command goyaml-reference writes each JSON file's YAML as kubectl 1.37.2's YAML printer does, for
// japply's YAML test corpus: goyaml-reference DIR turns every DIR/*.json into DIR/*.yaml.
//
// The JSON is decoded as an unstructured object is (an integer that fits int64 stays one, any other
// number is a float64) and printed with sigs.k8s.io/yaml's Marshal: encoding/json, then go-yaml v2.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"sigs.k8s.io/yaml"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: goyaml-reference DIR")
		os.Exit(2)
	}
	inputs, err := filepath.Glob(filepath.Join(os.Args[1], "*.json"))
	if err != nil || len(inputs) == 0 {
		fmt.Fprintln(os.Stderr, "no *.json in", os.Args[1])
		os.Exit(1)
	}
	for _, input := range inputs {
		if err := convert(input); err != nil {
			fmt.Fprintln(os.Stderr, input+":", err)
			os.Exit(1)
		}
	}
}

// convert writes NAME.yaml beside NAME.json.
func convert(input string) error {
	text, err := os.ReadFile(input)
	if err != nil {
		return err
	}
	decoder := json.NewDecoder(bytes.NewReader(text))
	decoder.UseNumber()
	var object interface{}
	if err := decoder.Decode(&object); err != nil {
		return err
	}
	out, err := yaml.Marshal(unstructured(object))
	if err != nil {
		return err
	}
	return os.WriteFile(strings.TrimSuffix(input, ".json")+".yaml", out, 0o644)
}

// unstructured turns each json.Number into int64 or float64, as apimachinery's JSON decoding does.
func unstructured(value interface{}) interface{} {
	switch v := value.(type) {
	case map[string]interface{}:
		for key, item := range v {
			v[key] = unstructured(item)
		}
	case []interface{}:
		for i, item := range v {
			v[i] = unstructured(item)
		}
	case json.Number:
		if i, err := v.Int64(); err == nil {
			return i
		}
		f, _ := v.Float64()
		return f
	}
	return value
}
