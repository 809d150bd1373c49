"""Benchmarks: rules, render, /move end to end and memory (`python -m bench`,
see bench/README.md)."""
